// The store's share of account security (issue 32); imports nothing, so the store can hold it without a loop.

/** One member's authenticator app (TOTP, RFC 6238): the secret in force, one waiting for its first code. */
export interface Authenticator {
  /** Base32; null: sign-ins ask for no code. */
  secret: string | null
  /** Issued by `bindGA`, in force once a code from it is verified. */
  pending: string | null
  /** The last time step whose code was accepted: a code is good once (no replay). */
  lastStep: number
}

/** A member's answered security question; the answer as compared (trimmed, lower case), never sent back. */
export interface SecurityAnswer {
  questionId: string
  answer: string
}
