/**
 * What flows tell the outside world. The core never knows about URLs of the browser, dialogs or toasts: it
 * emits these, and the app turns them into router calls and UI.
 */
export type NavigateEmitted = { type: 'navigate'; to: string; replace?: boolean }

/** A one-off message for the user, as a code the app translates. */
export type NoticeEmitted = { type: 'notice'; code: NoticeCode }

export type NoticeCode =
  | 'session.expired'
  | 'password.changed'
  /** Forgot password by e-mail: "password sent, check it" (spec §8). */
  | 'password.emailSent'
  /** Forgot password by mobile: the new password is set but the automatic sign-in did not go through. */
  | 'password.reset'
  /** The account was created but the automatic sign-in did not go through: sign in now. */
  | 'register.signInRequired'
  /** A favourite toggle failed (refused, or no answer): the star went back, so say it did not change. */
  | 'favourite.failed'

export type FlowEmitted = NavigateEmitted | NoticeEmitted
