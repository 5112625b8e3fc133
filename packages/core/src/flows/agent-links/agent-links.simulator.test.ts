import { createSimulator } from '@portal/simulator'
import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import { endpoints } from '../../api/endpoints'
import type { Portal } from '../../create-portal'
import { signedInPortal, signInAs, simulatedPortal, simulatorDev } from '../../testing/simulated'
import { createAgentLinks } from './create-agent-links'

let portal: Portal | undefined
afterEach(() => portal?.stop())

describe('agent referral links against the simulator', () => {
  test('each code counts the accounts registered with it and those with a credited first deposit', async () => {
    const simulator = createSimulator()
    // The captcha is the register form's business, not this count's.
    const captcha = simulator.store.state.registerRules.captcha
    if (captcha) captcha.enabled = false
    portal = simulatedPortal(simulator)
    portal.actor.start()
    const register = (username: string, affiliateCode: string) =>
      portal?.api.call(endpoints.registerMember, {
        username,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        affiliateCode,
        registerMethod: 'WEB',
      })
    await register('viafriend1', 'AG2024VIP')
    await register('viafriend2', 'ag2024vip')
    await register('viamain01', 'AG2024')
    const dev = simulatorDev(simulator)
    await dev.post('/ledger/deposit', { account: 'viafriend1', amount: '50.00' })
    await dev.post('/ledger/deposit', { account: 'viafriend2', amount: '20.00' })
    const pending = simulator.store.state.ledgers
      .get('viafriend1')
      ?.entries.find((entry) => entry.kind === 'deposit')
    await dev.post('/ledger/approve', { account: 'viafriend1', entryId: pending?.id })

    await signInAs(portal, 'agent01')
    const flow = createAgentLinks(portal).start()
    const ready = await waitFor(flow, (s) => s.matches('ready'), { timeout: 5000 })
    // viafriend2's deposit is still pending: no first deposit yet.
    expect(ready.context.links).toEqual([
      { code: 'AG2024', registrations: 1, firstDeposits: 0 },
      { code: 'AG2024VIP', registrations: 2, firstDeposits: 1 },
    ])
    // The registrations are in agent01's team.
    expect(simulator.store.state.team.get('viafriend2')?.upline).toBe('agent01')
    flow.stop()
  })

  test('a member who is no agent has no links', async () => {
    const simulator = createSimulator()
    portal = await signedInPortal('member01', simulator)
    const flow = createAgentLinks(portal).start()
    const failed = await waitFor(flow, (s) => s.matches('failed'), { timeout: 5000 })
    expect(failed.context.failure).toMatchObject({ code: 'non_agent' })
    flow.stop()
  })
})
