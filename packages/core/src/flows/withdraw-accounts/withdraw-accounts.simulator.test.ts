import { createSimulator } from '@portal/simulator'
import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import { endpoints } from '../../api/endpoints'
import type { Portal } from '../../create-portal'
import { signedInPortal } from '../../testing/simulated'
import { createWithdrawAccounts } from './create-withdraw-accounts'
import { connectWithdrawAccounts } from './withdraw-accounts.connect'

let portal: Portal | undefined
afterEach(() => portal?.actor.stop())

describe('withdraw accounts against the simulator', () => {
  test('a wrong fund password is said beside the field; the right one removes the card', async () => {
    const simulator = createSimulator()
    portal = await signedInPortal('member01', simulator)
    await portal.api.call(endpoints.addBankCard, {
      bankCode: 'BOT',
      cardNumber: '5500005555555559',
      realName: 'Lin Mei',
      paymentPassword: '123456',
    })
    const accounts = createWithdrawAccounts(portal).start()
    const ready = connectWithdrawAccounts(
      await waitFor(accounts, (s) => s.matches('ready'), { timeout: 5000 }),
    )
    expect(ready).toMatchObject({ maxCards: 5, required: ['realName'], limitReached: false })
    expect(ready.cards).toHaveLength(2)
    const idle = (s: ReturnType<typeof accounts.getSnapshot>) => s.matches({ ready: 'idle' })

    accounts.send({ type: 'removal.open', id: 'C1' })
    accounts.send({ type: 'removal.change', value: '000000' })
    accounts.send({ type: 'removal.confirm' })
    await waitFor(accounts, (s) => idle(s) && s.context.removalError !== null, { timeout: 5000 })
    expect(connectWithdrawAccounts(accounts.getSnapshot()).removal.error).toEqual({
      code: 'wrong_fund_password',
      values: { attemptsLeft: 4 },
    })

    accounts.send({ type: 'removal.change', value: '123456' })
    accounts.send({ type: 'removal.confirm' })
    await waitFor(accounts, (s) => idle(s) && s.context.removal === null, { timeout: 5000 })
    const after = connectWithdrawAccounts(accounts.getSnapshot())
    expect(after.cards.map((card) => [card.last4, card.isDefault])).toEqual([['5559', true]])
    expect(simulator.store.state.withdraw.cards.get('member01')?.map((card) => card.id)).not.toContain('C1')
    accounts.stop()
  })
})
