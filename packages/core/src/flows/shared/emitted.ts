/**
 * What flows tell the outside world. The core never knows about URLs of the browser, dialogs or toasts: it
 * emits these, and the app turns them into router calls and UI.
 */
import type { Money } from '../../domain/money'

/**
 * `reason` says why the user is sent there, as a code the app translates: `signInRequired` when a visitor's own
 * action (a game's PLAY NOW) needs a session, so the login page can say "Please log in first" (spec §8) and
 * bring them back afterwards.
 */
export type NavigateEmitted = { type: 'navigate'; to: string; replace?: boolean; reason?: 'signInRequired' }

/** A one-off message for the user, as a code the app translates, with the values its sentence needs. */
export type NoticeEmitted = { type: 'notice'; code: NoticeCode; values?: NoticeValues }

/**
 * Values of a notice. Texts come from the server (a real-time message's title, a rejection remark): untrusted,
 * so the app shows them as plain text, never as markup.
 */
export interface NoticeValues {
  /** Money, exact (integer minor units). */
  amount?: Money
  title?: string
  message?: string
  /** Why a withdrawal was rejected, as the back office wrote it. */
  remarks?: string
}

export type NoticeCode =
  | 'session.expired'
  | 'password.changed'
  /** Forgot password by e-mail: the reset code was mailed, "check your e-mail" (spec §8; issue 31). */
  | 'password.emailSent'
  /** Forgot password by mobile: the new password is set but the automatic sign-in did not go through. */
  | 'password.reset'
  /** The account was created but the automatic sign-in did not go through: sign in now. */
  | 'register.signInRequired'
  /** A favourite toggle failed (refused, or no answer): the star went back, so say it did not change. */
  | 'favourite.failed'
  /** The server ended this session (signed out elsewhere, on the devices page). */
  | 'session.revoked'
  /** The platform ended the session after it went unused for its idle lifetime. */
  | 'session.idle'
  /** The member's password was changed (in another tab or device): every other session ended. */
  | 'session.passwordChanged'
  /** A time-out or self-exclusion of the account ended every session. */
  | 'session.excluded'
  /** Real-time events (flows/realtime): money moved, a message arrived, the operator said something. */
  | 'realtime.deposit'
  | 'realtime.depositFailed'
  | 'realtime.withdrawal'
  | 'realtime.withdrawalRejected'
  | 'realtime.promotion'
  | 'realtime.transfer'
  /** A contract's salary or dividend paid into my balance. */
  | 'realtime.contractPayout'
  | 'realtime.inbox'
  /** An operator's message with a title and a text (ONLINE_MSG with popup). */
  | 'realtime.announcement'
  | 'realtime.maintenance'

export type FlowEmitted = NavigateEmitted | NoticeEmitted
