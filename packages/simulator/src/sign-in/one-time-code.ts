import { type Refusal, refuse } from '../envelope'

/** A code sent to a member (SMS or e-mail): single use, short-lived, and a few wrong tries spend it. */
export interface OneTimeCode {
  code: string
  expiresAt: number
  used: boolean
  /** Wrong codes tried against this one; at `codeAttempts` it is spent. */
  wrongAttempts: number
}

/** Wrong attempts one code allows; the last one spends it and a new code must be asked for. */
const codeAttempts = 5

/** A code that may still be tried: not used, not expired, not out of attempts. */
export const isCodeLive = (sent: OneTimeCode, now: number) =>
  !sent.used && sent.expiresAt > now && sent.wrongAttempts < codeAttempts

/** How a refusal of one kind of code reads: its codes and the English text. */
export interface CodeRefusals {
  wrong: string
  spent: string
  wrongMessage: string
  spentMessage: string
}

/**
 * Checks a typed code against the latest code sent (`latest`, undefined when none): the right one is used up
 * (null); a wrong one counts against the code (`wrong` with `attemptsLeft`), and the fifth spends it (`spent`,
 * the right code included, until a new one is sent). A used or expired code is simply wrong.
 */
export function takeCode(
  latest: OneTimeCode | undefined,
  typed: string,
  now: number,
  refusals: CodeRefusals,
): Refusal | null {
  if (!latest || latest.used || latest.expiresAt <= now) return refuse(refusals.wrong, refusals.wrongMessage)
  const spent = () => refuse(refusals.spent, refusals.spentMessage)
  if (latest.wrongAttempts >= codeAttempts) return spent()
  if (latest.code === typed) {
    latest.used = true
    return null
  }
  latest.wrongAttempts += 1
  const attemptsLeft = codeAttempts - latest.wrongAttempts
  return attemptsLeft === 0 ? spent() : refuse(refusals.wrong, refusals.wrongMessage, { attemptsLeft })
}
