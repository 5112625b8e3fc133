import { createSimulator } from '@portal/simulator'
import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import type { ContractPayoutRecord, ContractPayoutTotals } from '../../api/schemas/agent-reports'
import type { Portal } from '../../create-portal'
import { signInAs, simulatedPortal } from '../../testing/simulated'
import { createMrSalary } from '../mr-salary/create-mr-salary'
import { agentIncomeConfig } from './agent-reports.screens'
import { createRecords } from './create-records'
import { connectRecords } from './records.connect'

/* My income (agentRevenueReport) as agent02 sees it after agent01 paid it a day's salary by member ratio. */

const view = connectRecords<ContractPayoutRecord, ContractPayoutTotals>
const portals: Portal[] = []
afterEach(() => {
  for (const portal of portals.splice(0)) portal.stop()
})

async function portalAs(simulator: ReturnType<typeof createSimulator>, account: string) {
  const portal = simulatedPortal(simulator)
  portals.push(portal)
  portal.actor.start()
  await signInAs(portal, account)
  return portal
}

describe('My income and the daily salary by member ratio against the simulator', () => {
  test('the day agent01 paid is agent02’s income, from agent01, in the totals and under its own kind', async () => {
    const simulator = createSimulator()
    const pay = createMrSalary(await portalAs(simulator, 'agent01')).start()
    await waitFor(pay, (s) => s.matches('ready'), { timeout: 5000 })
    pay.send({ type: 'mrSalary.pay', downline: 'agent02' })
    const paid = await waitFor(pay, (s) => s.matches('ready') && s.context.done?.kind === 'pay', {
      timeout: 5000,
    })
    const day = paid.context.info?.day
    const amount = paid.context.info?.rows.find((row) => row.account === 'agent02')?.amount
    pay.stop()

    const income = createRecords(await portalAs(simulator, 'agent02'), agentIncomeConfig, { timeZone: 'UTC' })
    income.start()
    income.send({ type: 'records.preset', preset: 'last7' })
    const all = view(await waitFor(income, (s) => s.matches('ready'), { timeout: 20_000 }))
    const salary = all.rows.find((row) => row.kind === 'mrSalary')
    expect(salary).toMatchObject({ direction: 'received', counterparty: 'agent01', amount })
    expect(salary?.periodFrom).toBe(`${day}T00:00:00.000Z`)
    const contracts = all.rows.filter((row) => row.kind !== 'mrSalary')
    const sum = contracts.reduce((total, row) => total + row.amount.minor, amount?.minor ?? 0n)
    expect(all.rangeTotals?.received.minor).toBe(sum)

    income.send({ type: 'records.filter', name: 'kind', value: 'mrSalary' })
    const only = view(
      await waitFor(income, (s) => s.matches('ready') && s.context.query.filters.kind === 'mrSalary', {
        timeout: 20_000,
      }),
    )
    expect(only.rows.map((row) => row.id)).toEqual([salary?.id])
    expect(only.rangeTotals?.received).toEqual(amount)
    income.stop()
  })
})
