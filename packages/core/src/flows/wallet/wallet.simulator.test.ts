import { createSimulator } from '@portal/simulator'
import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import type { Portal } from '../../create-portal'
import { fakeRealtime } from '../../testing/fake-realtime'
import { signedInPortal, signInAs, simulatedPortal, simulatorDev } from '../../testing/simulated'
import { memberTopic, realtimeFlow } from '../realtime/create-realtime'
import { walletFlow } from './create-wallet'
import { connectWallet } from './wallet.connect'

let portal: Portal | undefined
afterEach(() => portal?.stop())

describe('the wallet session flow against the simulator', () => {
  test('main and every vendor wallet for the member; dropped on sign-out; single-wallet mode has none', async () => {
    const simulator = createSimulator()
    portal = await signedInPortal('agent01', simulator)
    const wallet = portal.flows.get(walletFlow)
    if (!wallet) throw new Error('no wallet flow')
    const ready = connectWallet(await waitFor(wallet, (s) => s.matches('ready'), { timeout: 5000 }))
    expect(ready.single).toBe(false)
    expect(ready.wallets.map((row) => row.vassalage)).toContain('PG')
    expect(ready.main?.minor).toBeGreaterThan(0n)

    const session = portal.session()
    session?.send({ type: 'logout.request' })
    session?.send({ type: 'logout.confirm' })
    await waitFor(session as NonNullable<typeof session>, (s) => s.matches('anonymous'))
    expect(wallet.getSnapshot().status).toBe('stopped')
    expect(portal.flows.get(walletFlow)).toBeUndefined()

    await simulatorDev(simulator).post('/wallet-mode', { single: true })
    await signInAs(portal, 'member01')
    const again = portal.flows.get(walletFlow)
    if (!again) throw new Error('no wallet flow')
    expect(again).not.toBe(wallet)
    const singleView = connectWallet(await waitFor(again, (s) => s.matches('ready'), { timeout: 5000 }))
    expect(singleView).toMatchObject({ single: true, wallets: [], canCollect: false })
  })

  test('a real-time money event, and every reconnection, load the wallets again', async () => {
    const simulator = createSimulator()
    const channel = fakeRealtime()
    portal = simulatedPortal(simulator, { realtime: channel })
    portal.actor.start()
    await signInAs(portal, 'agent01')
    const realtime = portal.flows.get(realtimeFlow)
    const wallet = portal.flows.get(walletFlow)
    if (!wallet || !realtime) throw new Error('no flows')
    await waitFor(wallet, (s) => s.matches('ready'), { timeout: 5000 })
    const main = () => wallet.getSnapshot().context.balances?.main.minor ?? 0n
    const start = main()
    const dev = simulatorDev(simulator)
    const topic = memberTopic(portal.session()?.getSnapshot().context.member?.id ?? '')

    channel.accept()
    await dev.post('/ledger/bonus', { account: 'agent01', amount: 12 })
    channel.push(topic, { type: 'MANUAL_PROMO', data: { amount: 12 } })
    await waitFor(wallet, (s) => s.matches('ready') && main() === start + 1_200n, { timeout: 5000 })

    // Missed while the channel was down: the resync after the reconnection brings it.
    channel.drop()
    await dev.post('/ledger/bonus', { account: 'agent01', amount: 3 })
    realtime.send({ type: 'realtime.retry' })
    channel.accept()
    await waitFor(wallet, (s) => s.matches('ready') && main() === start + 1_500n, { timeout: 5000 })
  })
})
