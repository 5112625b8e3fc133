import { Trans, useLingui } from '@lingui/react/macro'
import { connectAgentTransfer, createAgentTransfer } from '@portal/core'
import { useFlow } from '@portal/react'
import { TeamTransferForm } from '../../../components/teamMoney/TeamTransferForm'
import { useTeamMoneyMessages } from '../../../components/teamMoney/useTeamMoneyMessages'
import { useFormatters } from '../../../i18n/useFormatters'
import centre from '../AgentCentre.module.css'
import { RecipientPicker } from './RecipientPicker'

/** Transfer to my upline or to someone in my team: the recipient picked from my team, then the shared form. */
export default function AgentTransferPage() {
  const { t } = useLingui()
  const [view] = useFlow(createAgentTransfer, connectAgentTransfer)
  const format = useFormatters()
  const message = useTeamMoneyMessages()
  const issue = view.fieldErrors.to

  return (
    <div className={centre.panel}>
      <h2 className={centre.title}>
        <Trans>Transfer to upline or downline</Trans>
      </h2>
      <TeamTransferForm
        view={view}
        label={t`Transfer to upline or downline`}
        format={format.amount}
        picker={
          <RecipientPicker
            chosen={view.fields.to}
            upline={view.info?.upline ?? null}
            error={issue ? message(issue) : null}
            onPick={(account) => view.change('to', account)}
          />
        }
      />
    </div>
  )
}
