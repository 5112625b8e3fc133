import { createSimulator } from '@portal/simulator'
import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import type { Portal } from '../../create-portal'
import { moneyToDecimal } from '../../domain/money'
import { signedInPortal, signInAs, simulatedPortal } from '../../testing/simulated'
import { connectSession } from '../session/session.connect'
import { connectAgentTransfer } from './agent-transfer.connect'
import { createAgentTransfer, createUplineTransfer } from './create-agent-transfer'

let portal: Portal | undefined
afterEach(() => portal?.stop())

describe('agent transfers against the simulator', () => {
  test('a wrong fund password beside its field, then 25.50 to member01: balance and receiver follow', async () => {
    const simulator = createSimulator()
    portal = await signedInPortal('agent01', simulator)
    const flow = createAgentTransfer(portal).start()
    const ready = await waitFor(flow, (s) => s.matches('ready'), { timeout: 5000 })
    const start = ready.context.info?.balance.minor ?? 0n
    expect(ready.context.info).toMatchObject({ upline: null, fundPasswordSet: true })

    flow.send({ type: 'agentTransfer.change', field: 'to', value: 'member01' })
    flow.send({ type: 'agentTransfer.change', field: 'amount', value: '25.50' })
    flow.send({ type: 'agentTransfer.change', field: 'password', value: '000000' })
    flow.send({ type: 'agentTransfer.submit' })
    const refused = await waitFor(flow, (s) => s.matches('failed'), { timeout: 5000 })
    expect(connectAgentTransfer(refused).fieldErrors).toEqual({ password: { code: 'wrong_fund_password' } })
    expect(refused.context.fields).toMatchObject({ to: 'member01', amount: '25.50', password: '' })

    flow.send({ type: 'agentTransfer.change', field: 'password', value: '123456' })
    flow.send({ type: 'agentTransfer.submit' })
    const done = await waitFor(flow, (s) => s.matches('ready') && s.context.done !== null, { timeout: 5000 })
    expect(done.context.done).toMatchObject({ to: 'member01', direction: 'down' })
    const amount = done.context.done?.amount
    expect(amount && moneyToDecimal(amount)).toBe('25.50')
    expect(done.context.info?.balance.minor).toBe(start - 2_550n)
    const entry = simulator.store.state.ledgers.get('member01')?.entries.at(-1)
    expect(entry).toMatchObject({ kind: 'agentTransferIn', amount: 2_550 })
    flow.stop()
  })
})

describe('transfer to upline against the simulator (member centre)', () => {
  test('member01 knows agent01 as upline and sends 3.00 up: one entry each side', async () => {
    const simulator = createSimulator()
    portal = await signedInPortal('member01', simulator)
    expect(connectSession(portal.session()?.getSnapshot()).upline).toBe('agent01')
    const flow = createUplineTransfer(portal).start()
    const ready = await waitFor(flow, (s) => s.matches('ready'), { timeout: 5000 })
    // The recipient is the upline from the start and cannot be changed.
    expect(connectAgentTransfer(ready).fields.to).toBe('agent01')
    flow.send({ type: 'agentTransfer.change', field: 'to', value: 'member02' })
    expect(flow.getSnapshot().context.fields.to).toBe('agent01')
    const start = ready.context.info?.balance.minor ?? 0n

    flow.send({ type: 'agentTransfer.change', field: 'amount', value: '3' })
    flow.send({ type: 'agentTransfer.change', field: 'password', value: '123456' })
    flow.send({ type: 'agentTransfer.submit' })
    const done = await waitFor(flow, (s) => s.matches('ready') && s.context.done !== null, { timeout: 5000 })
    expect(done.context.done).toMatchObject({ to: 'agent01', direction: 'up' })
    // Ready for the next one: the upline still chosen, amount and password gone.
    expect(done.context.fields).toEqual({ to: 'agent01', amount: '', password: '' })
    expect(done.context.info?.balance.minor).toBe(start - 300n)
    // One entry on each side under one reference: what left member01 arrived at agent01.
    const reference = done.context.done?.transferNo
    const mine = simulator.store.state.ledgers.get('member01')?.entries.at(-1)
    const theirs = simulator.store.state.ledgers.get('agent01')?.entries.at(-1)
    expect(mine).toMatchObject({ kind: 'agentTransferOut', amount: -300, reference })
    expect(theirs).toMatchObject({
      kind: 'agentTransferIn',
      amount: 300,
      reference,
      remarks: 'From member01',
    })
    flow.stop()
  })

  test('a member outside any team has no upline to offer the page to', async () => {
    portal = simulatedPortal(createSimulator())
    portal.actor.start()
    await signInAs(portal, 'mobile01')
    expect(connectSession(portal.session()?.getSnapshot()).upline).toBeNull()
  })
})
