import { Trans } from '@lingui/react/macro'
import { agentIncomeConfig } from '@portal/core'
import { PayoutsScreen } from './PayoutsScreen'

/** My income (agentRevenueReport): the dividends and salaries my contracts paid me. */
export default function AgentIncomePage() {
  return (
    <PayoutsScreen
      testId="agent-income"
      title={<Trans>My income</Trans>}
      config={agentIncomeConfig}
      filter="kind"
      name="my-income"
    />
  )
}
