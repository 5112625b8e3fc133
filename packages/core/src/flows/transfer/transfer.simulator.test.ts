import { createSimulator, type Simulator } from '@portal/simulator'
import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import type { Portal } from '../../create-portal'
import { mainBalance, signedInPortal, signInAs, simulatedPortal } from '../../testing/simulated'
import { walletFlow } from '../wallet/create-wallet'
import { connectWallet } from '../wallet/wallet.connect'
import { createTransfer } from './create-transfer'
import { connectTransfer } from './transfer.connect'

let portal: Portal | undefined
afterEach(() => portal?.stop())

/** The simulator behind a network that, when asked, loses the answer of the next transfer after it was applied. */
function lossyNetwork(simulator: Simulator) {
  let loseNext = false
  const lossy: Simulator = {
    ...simulator,
    fetch: async (request, env) => {
      const response = await simulator.fetch(request, env)
      if (loseNext && new URL(request.url).pathname.endsWith('GCS_walletTransfer')) {
        loseNext = false
        throw new TypeError('the connection dropped')
      }
      return response
    },
  }
  return { lossy, loseNextAnswer: () => (loseNext = true) }
}

async function walletReady(p: Portal) {
  const wallet = p.flows.get(walletFlow)
  if (!wallet) throw new Error('no wallet')
  await waitFor(wallet, (s) => s.matches('ready'), { timeout: 5000 })
  return wallet
}

describe('transfers against the simulator', () => {
  test('30 to a vendor wallet and back; collect all; the wallets and the header follow', async () => {
    const simulator = createSimulator()
    portal = await signedInPortal('agent01', simulator)
    const wallet = await walletReady(portal)
    const start = connectWallet(wallet.getSnapshot())
    const main = start.main?.minor ?? 0n
    const pg = start.wallets.find((row) => row.vassalage === 'PG')?.balance ?? null
    if (!start.main || !pg) throw new Error('no balances')

    const transfer = createTransfer(portal).start()
    const settled = async (predicate: (view: ReturnType<typeof connectWallet>) => boolean) =>
      connectWallet(
        await waitFor(wallet, (s) => s.matches('ready') && predicate(connectWallet(s)), { timeout: 5000 }),
      )
    transfer.send({
      type: 'transfer.open',
      vendor: 'PG',
      direction: 'in',
      main: start.main,
      vendorBalance: pg,
    })
    transfer.send({ type: 'transfer.change', amount: '30' })
    transfer.send({ type: 'transfer.submit' })
    const moved = await settled((view) => view.main?.minor === main - 3_000n)
    expect(moved.wallets.find((row) => row.vassalage === 'PG')?.balance.minor).toBe(pg.minor + 3_000n)
    expect(moved.total?.minor).toBe(start.total?.minor)
    expect(connectTransfer(transfer.getSnapshot()).done).toMatchObject({ kind: 'transfer', direction: 'in' })
    await mainBalance(portal, (minor) => minor === main - 3_000n)

    // Out again, then the whole of it home with "collect all".
    const inPg = moved.wallets.find((row) => row.vassalage === 'PG')?.balance
    if (!moved.main || !inPg) throw new Error('no balances')
    transfer.send({
      type: 'transfer.open',
      vendor: 'PG',
      direction: 'out',
      main: moved.main,
      vendorBalance: inPg,
    })
    transfer.send({ type: 'transfer.change', amount: '10' })
    transfer.send({ type: 'transfer.submit' })
    await settled((view) => view.main?.minor === main - 2_000n)
    transfer.send({ type: 'transfer.collectAll' })
    const home = await settled((view) => view.main?.minor === main)
    expect(home.wallets.find((row) => row.vassalage === 'PG')?.balance.minor).toBe(pg.minor)
    expect(connectTransfer(transfer.getSnapshot()).done).toMatchObject({ kind: 'collect' })
    transfer.stop()
  })

  test('an answer lost after the transfer was made: Retry with the same key makes no second transfer', async () => {
    const simulator = createSimulator()
    const { lossy, loseNextAnswer } = lossyNetwork(simulator)
    portal = simulatedPortal(lossy)
    portal.actor.start()
    await signInAs(portal, 'agent01')
    const wallet = await walletReady(portal)
    const start = connectWallet(wallet.getSnapshot())
    if (!start.main) throw new Error('no balances')
    const ledger = () => simulator.store.state.ledgers.get('agent01')?.entries ?? []
    const transfers = () => ledger().filter((entry) => entry.kind === 'transferIn').length

    const transfer = createTransfer(portal).start()
    transfer.send({
      type: 'transfer.open',
      vendor: 'EVO',
      direction: 'in',
      main: start.main,
      vendorBalance: start.main,
    })
    transfer.send({ type: 'transfer.change', amount: '30' })
    const before = transfers()
    loseNextAnswer()
    transfer.send({ type: 'transfer.submit' })
    const failed = connectTransfer(await waitFor(transfer, (s) => s.matches('failed'), { timeout: 5000 }))
    expect(failed).toMatchObject({ canRetry: true, failure: { code: 'network' }, amount: '30' })
    // The server made the transfer; the member never heard.
    expect(transfers()).toBe(before + 1)

    transfer.send({ type: 'transfer.retry' })
    await waitFor(transfer, (s) => s.matches('closed'), { timeout: 5000 })
    expect(transfers()).toBe(before + 1)
    expect(connectTransfer(transfer.getSnapshot()).done).toMatchObject({ kind: 'transfer', vendor: 'EVO' })
    transfer.stop()
  })
})
