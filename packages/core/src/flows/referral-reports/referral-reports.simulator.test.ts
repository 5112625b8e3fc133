import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import type { Portal } from '../../create-portal'
import { signedInPortal } from '../../testing/simulated'
import { createReferralReports } from './create-referral-reports'
import { connectReferralReports } from './referral-reports.connect'

let portal: Portal | undefined
afterEach(() => portal?.stop())

describe('referral reports against the simulator', () => {
  test('member01: a place in the ranking, three invitees, a claim report that adds up; a refresh loads again', async () => {
    portal = await signedInPortal('member01')
    const reports = createReferralReports(portal).start()
    const view = connectReferralReports(await waitFor(reports, (s) => s.matches('loaded'), { timeout: 5000 }))
    expect(view.status).toBe('loaded')
    expect(view.mineShown).toBe(true)
    expect(view.moreInvites).toBe(0)
    expect(view.data?.ranking.mine?.invitees).toBe(3)
    expect(view.data?.invites.list.map((invite) => invite.status)).toEqual([
      'deposited',
      'registered',
      'deposited',
    ])
    const paid = view.data?.claims.list.reduce((sum, claim) => sum + claim.amount.minor, 0n)
    expect(paid).toBe(view.data?.claims.paid.minor)

    connectReferralReports(reports.getSnapshot(), reports.send).refresh()
    expect(connectReferralReports(reports.getSnapshot()).refreshing).toBe(true)
    await waitFor(reports, (s) => s.matches('loaded'), { timeout: 5000 })
    reports.stop()
  })
})
