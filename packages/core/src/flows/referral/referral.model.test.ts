import { describe, expect } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { ApiError } from '../../api/errors'
import { money } from '../../domain/money'
import { testModel, testTransitionCoverage } from '../../testing/model'
import { connectReferral } from './referral.connect'
import { referralMachine } from './referral.machine'
import type { ReferralRecord } from './referral.types'

const record: ReferralRecord = {
  code: 'RMEMBER01',
  totalIncome: money(17000n),
  pendingIncome: money(0n),
  inviteeCount: 2,
  currencySymbol: '$',
  invitees: [
    {
      account: 'fri***',
      registeredAt: '2026-01-02T00:00:00.000Z',
      deposited: true,
      firstDepositAt: '2026-01-03',
    },
    { account: 'pal***', registeredAt: '2026-01-01T00:00:00.000Z', deposited: false, firstDepositAt: null },
  ],
  rules: { firstDepositPercent: 10, maxRewardPerInvitee: money(10000n), content: '<p>Rules</p>' },
}

const events = (): AnyEventObject[] => [
  { type: 'referral.refresh' },
  { type: 'referral.retry' },
  { type: 'referral.copied', what: 'link' },
]

describe('referral model', () => {
  testModel(referralMachine, {
    events,
    outputs: { loadReferral: [record] },
    errors: { loadReferral: [new ApiError({ kind: 'network', endpoint: 'referralDetails' })] },
    rules: {
      'referral.refresh': ({ after }) => {
        expect(connectReferral(after as never)).toMatchObject({ status: 'loading', copied: null })
      },
      'referral.retry': ({ before, after }) => {
        expect(before.matches('failed')).toBe(true)
        expect(connectReferral(after as never).status).toBe('loading')
      },
      'referral.copied': ({ after }) => {
        expect(after.matches({ ready: 'copied' })).toBe(true)
        expect(connectReferral(after as never).copied).toBe('link')
      },
      'xstate.done.actor.loadReferral': ({ after }) => {
        const view = connectReferral(after as never)
        expect(view).toMatchObject({ status: 'ready', failure: null, depositedCount: 1 })
        expect(view.record?.code).toBe('RMEMBER01')
      },
      'xstate.error.actor.loadReferral': ({ after }) =>
        expect(connectReferral(after as never)).toMatchObject({
          status: 'failed',
          failure: { code: 'network' },
        }),
      after: ({ after }) => {
        // "Copied" shows for a moment, then the button reads Copy again.
        expect(after.matches({ ready: 'idle' })).toBe(true)
        expect(connectReferral(after as never).copied).toBeNull()
      },
    },
  })
})

testTransitionCoverage(referralMachine)
