/**
 * What flows tell the outside world. The core never knows about URLs of the browser, dialogs or toasts: it
 * emits these, and the app turns them into router calls and UI.
 */
export type NavigateEmitted = { type: 'navigate'; to: string; replace?: boolean }

/** A one-off message for the user, as a code the app translates. */
export type NoticeEmitted = { type: 'notice'; code: NoticeCode }

export type NoticeCode = 'session.expired' | 'session.signedOut' | 'password.changed'

export type FlowEmitted = NavigateEmitted | NoticeEmitted
