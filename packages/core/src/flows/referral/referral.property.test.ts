import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ApiError } from '../../api/errors'
import { runs } from '../../dev/runs'
import { moneyToDecimal } from '../../domain/money'
import { checkMachine, visited } from '../../testing/machine-property'
import { connectReferral } from './referral.connect'
import { referralCopiedMs, referralMachine } from './referral.machine'
import { referralLink, referralRecord } from './referral.rules'
import type { ReferralContext, ReferralRecord } from './referral.types'

const answers = (code: string, deposits: readonly (number | null)[]) =>
  referralRecord({
    details: {
      referralCode: code,
      totalIncome: 12.5,
      pendingIncome: 0,
      inviteeCount: deposits.length,
      currencySymbol: '$',
    },
    invitees: deposits.map((amount, index) => ({
      account: `f${index}***`,
      registeredAt: `2026-01-0${index + 1}T00:00:00.000Z`,
      firstDepositAt: amount === null ? null : '2026-02-01T00:00:00.000Z',
      firstDepositAmount: amount,
    })),
    rules: { firstDepositPercent: 10, maxRewardPerInvitee: 100, content: '' },
  })

const records: ReferralRecord[] = [answers('RA', [500, null]), answers('RB', []), answers('RC', [null])]

describe('referral properties', () => {
  test('"Copied" only on a loaded page and never longer than the window; the view agrees with the record', async () => {
    let lastCopyAt = Number.NEGATIVE_INFINITY
    const visits = await checkMachine({
      machine: referralMachine,
      events: fc.oneof(
        fc.constantFrom({ type: 'referral.refresh' }, { type: 'referral.retry' }),
        fc.constantFrom('link', 'code').map((what) => ({ type: 'referral.copied', what })),
      ),
      outputs: { loadReferral: records },
      errors: { loadReferral: [new ApiError({ kind: 'timeout', endpoint: 'referralList' })] },
      waits: [1, referralCopiedMs - 1, referralCopiedMs, 60_000],
      start: () => {
        lastCopyAt = Number.NEGATIVE_INFINITY
      },
      check: ({ step, before, after, now }) => {
        const is = after.context as ReferralContext
        if (step.kind === 'send' && step.event.type === 'referral.copied' && before.matches('ready'))
          lastCopyAt = now
        const view = connectReferral(after as never)
        if (view.copied !== null) {
          expect(view.status).toBe('ready')
          expect(now - lastCopyAt).toBeLessThan(referralCopiedMs)
        }
        if (view.status === 'ready') {
          expect(is.record).not.toBeNull()
          expect(view.failure).toBeNull()
          expect(view.depositedCount).toBe(is.record?.invitees.filter((invitee) => invitee.deposited).length)
        }
        if (view.status === 'failed') expect(view.failure).not.toBeNull()
      },
    })
    expect(visited(visits, '"ready":"copied"')).toBe(true)
    expect(visited(visits, 'failed')).toBe(true)
  }, 120_000)

  test('the referral link is the portal’s /register carrying exactly the code, whatever the code', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('https://portal.example', 'http://127.0.0.1:4600', 'https://xn--fiq.example:8443'),
        fc.string({ unit: 'grapheme' }),
        (origin, code) => {
          const url = new URL(referralLink(origin, code))
          expect(url.pathname).toBe('/register')
          expect(url.origin).toBe(new URL(origin).origin)
          expect(url.searchParams.get('referralCode')).toBe(code)
        },
      ),
      { numRuns: runs.rules },
    )
  })

  test('amounts become money with 2 decimals; invitees newest first; deposited follows the first deposit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 1, max: 1_000_000 })), { maxLength: 9 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (deposits, cents) => {
          const record = referralRecord({
            details: {
              referralCode: 'R',
              totalIncome: cents / 100,
              pendingIncome: 0,
              inviteeCount: deposits.length,
              currencySymbol: '$',
            },
            invitees: deposits.map((amount, index) => ({
              account: `f${index}***`,
              registeredAt: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
              firstDepositAt: amount === null ? null : '2026-03-01T00:00:00.000Z',
              firstDepositAmount: amount,
            })),
            rules: { firstDepositPercent: 10, maxRewardPerInvitee: 100, content: '' },
          })
          expect(record.totalIncome.minor).toBe(BigInt(cents))
          expect(moneyToDecimal(record.totalIncome)).toMatch(/^\d+\.\d{2}$/)
          const dates = record.invitees.map((invitee) => invitee.registeredAt)
          expect(dates).toEqual([...dates].sort().reverse())
          expect(record.invitees.filter((invitee) => invitee.deposited)).toHaveLength(
            deposits.filter((amount) => amount !== null).length,
          )
        },
      ),
      { numRuns: runs.rules },
    )
  })
})
