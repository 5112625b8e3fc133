import type { SaferGambling } from '../../api/schemas/safer-gambling'
import { money } from '../../domain/money'
import { limitKeys, splitLimitKey } from './safer-gambling.rules'

/** Settings samples for the machine's tests: none set, and a daily deposit rise pending for `remainingMs`. */
export function settingsSample(remainingMs: number | null): SaferGambling {
  return {
    limits: limitKeys.map((key) => {
      const { kind, period } = splitLimitKey(key)
      const first = key === 'deposit.day'
      return {
        kind,
        period,
        amount: first ? money(30_000n) : null,
        pending:
          first && remainingMs !== null
            ? { amount: money(100_000n), appliesAt: '2026-03-02T08:00:00.000Z', remainingMs }
            : null,
      }
    }),
    exclusion: null,
    realityCheckMinutes: 0,
  }
}
