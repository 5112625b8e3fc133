import { createSimulator } from '@portal/simulator'
import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import { endpoints } from '../../api/endpoints'
import type { Portal } from '../../create-portal'
import { signedInPortal, signInAs, simulatedPortal } from '../../testing/simulated'
import { connectAgentOpen } from './agent-open.connect'
import { createAgentOpen } from './create-agent-open'

let portal: Portal | undefined
afterEach(() => portal?.stop())

const settled = { timeout: 5000 }

describe('open account against the simulator', () => {
  test('a taken name refused beside its field, then a sub-agent opened under agent01 who can sign in', async () => {
    const simulator = createSimulator()
    const requests: string[] = []
    portal = simulatedPortal(simulator, {})
    const spy = simulator.fetch
    simulator.fetch = async (request, env) => {
      if (request.url.includes('registerCenter')) requests.push(await request.clone().text())
      return spy(request, env)
    }
    portal.actor.start()
    await signInAs(portal, 'agent01')
    const flow = createAgentOpen(portal).start()
    await waitFor(flow, (s) => s.matches('ready'), settled)

    flow.send({ type: 'agentOpen.change', field: 'username', value: 'member01' })
    flow.send({ type: 'agentOpen.change', field: 'password', value: 'Secret123' })
    flow.send({ type: 'agentOpen.change', field: 'confirmPassword', value: 'Secret123' })
    flow.send({ type: 'agentOpen.submit' })
    const refused = await waitFor(flow, (s) => s.matches('failed'), settled)
    expect(connectAgentOpen(refused).fieldErrors).toEqual({
      username: {
        code: 'username_taken',
        kind: 'business',
        field: 'username',
        serverMessage: expect.any(String),
      },
    })
    expect(refused.context.fields).toEqual({
      username: 'member01',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    })

    flow.send({ type: 'agentOpen.chooseType', accountType: 'agent' })
    flow.send({ type: 'agentOpen.change', field: 'username', value: 'subagent7' })
    flow.send({ type: 'agentOpen.submit' })
    const done = await waitFor(flow, (s) => s.matches('ready') && s.context.opened !== null, settled)
    expect(done.context.opened).toMatchObject({
      account: 'subagent7',
      accountType: 'agent',
      upline: 'agent01',
    })
    expect(done.context.fields).toEqual({ username: '', password: '', confirmPassword: '' })
    flow.stop()

    // One request per click, and the password never on the wire in clear.
    expect(requests).toHaveLength(2)
    for (const body of requests) expect(body).not.toContain('Secret123')
    // In the team tree at once, as an agent, and the new account signs in with its password.
    expect(simulator.store.state.team.get('subagent7')).toMatchObject({ upline: 'agent01' })
    expect(simulator.store.findMember('subagent7')?.type).toBe(2)
    const downlines = await portal.api.call(endpoints.teamDownlines, { account: 'subagent7' })
    expect(JSON.stringify(downlines)).toContain('subagent7')
    const { token } = await portal.api.call(endpoints.login, {
      username: 'subagent7',
      password: 'Secret123',
      type: 'username',
    })
    expect(token).toBeTruthy()
  })

  test('the same key asked again answers the same account and opens nothing more', async () => {
    const simulator = createSimulator()
    portal = await signedInPortal('agent01', simulator)
    const request = {
      accountType: 'member' as const,
      username: 'twice001',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      idempotencyKey: 'sameclick0001',
    }
    const first = await portal.api.call(endpoints.openAccount, request)
    const members = simulator.store.state.members.length
    expect(await portal.api.call(endpoints.openAccount, request)).toEqual(first)
    expect(simulator.store.state.members).toHaveLength(members)
    await expect(
      portal.api.call(endpoints.openAccount, { ...request, idempotencyKey: 'anotherclick1' }),
    ).rejects.toMatchObject({ kind: 'business', code: 'username_taken' })
  })

  test('a member who is no agent is refused', async () => {
    const simulator = createSimulator()
    portal = await signedInPortal('member01', simulator)
    const flow = createAgentOpen(portal).start()
    await waitFor(flow, (s) => s.matches('ready'), settled)
    flow.send({ type: 'agentOpen.change', field: 'username', value: 'newbie77' })
    flow.send({ type: 'agentOpen.change', field: 'password', value: 'Secret123' })
    flow.send({ type: 'agentOpen.change', field: 'confirmPassword', value: 'Secret123' })
    flow.send({ type: 'agentOpen.submit' })
    const refused = await waitFor(flow, (s) => s.matches('failed'), settled)
    expect(connectAgentOpen(refused).failure).toMatchObject({ code: 'non_agent', kind: 'business' })
    expect(simulator.store.findMember('newbie77')).toBeUndefined()
    flow.stop()
  })
})
