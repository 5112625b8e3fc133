import { Trans, useLingui } from '@lingui/react/macro'
import {
  type Contract,
  type ContractKind,
  connectContractOffer,
  contractKinds,
  contractPeriods,
  createContractOffer,
  money as moneyOf,
  type OfferIntents,
  type OfferSnapshot,
  type OfferView,
  ratioToPercent,
} from '@portal/core'
import { useFlow, useSession } from '@portal/react'
import { type FormEvent, useCallback, useEffect, useRef } from 'react'
import { useSearch } from 'wouter'
import { Button } from '../../../components/Button/Button'
import styles from '../../../components/Contracts/Contracts.module.css'
import { kindLabels, periodLabels, refusalLabels } from '../../../components/Contracts/labels'
import { Modal } from '../../../components/Modal/Modal'
import { PageState } from '../../../components/PageState/PageState'
import { useFailureMessage } from '../../../i18n/useFailureMessage'
import { useFormatters } from '../../../i18n/useFormatters'
import centre from '../AgentCentre.module.css'
import { ContractHistory } from './ContractHistory'
import page from './ContractsPage.module.css'
import { TierInputs } from './TierInputs'

type View = OfferView & OfferIntents

/**
 * Contracts (issue 16): offer a contract to a direct downline with its tiers and see what it would pay now,
 * agree first to the contracts below it would end, and follow every contract given and got with its history.
 */
export default function ContractsPage() {
  const [session] = useSession()
  const me = session.account
  const connect = useCallback(
    (snapshot: OfferSnapshot | undefined, send?: Parameters<typeof connectContractOffer>[1]) =>
      connectContractOffer(snapshot, send, me),
    [me],
  )
  const [view] = useFlow(createContractOffer, connect)
  usePickedDownline(view)
  const failureMessage = useFailureMessage()
  const { i18n } = useLingui()
  const failure = view.failure
  const refusal = failure ? refusalLabels[failure.code] : undefined
  return (
    <div className={centre.panel}>
      <h2 className={centre.title}>
        <Trans>Contracts</Trans>
      </h2>
      <PageState
        loading={view.status === 'loading'}
        failed={view.status === 'failed'}
        reason={failure && failureMessage(failure)}
        onRetry={view.retry}
      />
      {view.status === 'ready' && (
        <>
          <OfferForm view={view} />
          {failure && (
            <p className={styles.failure} role="alert">
              {refusal ? i18n._(refusal) : failureMessage(failure)}
            </p>
          )}
          <ContractHistory title={<Trans>Contracts I gave</Trans>} contracts={view.given} view={view} />
          <ContractHistory title={<Trans>Contracts I got</Trans>} contracts={view.got} view={view} />
          <ConflictDialog view={view} />
        </>
      )}
    </div>
  )
}

/** `?downline=` (open account's "Offer a contract" link): that downline is chosen once the list has it. */
function usePickedDownline(view: View) {
  const asked = new URLSearchParams(useSearch()).get('downline')
  const picked = useRef(false)
  const { status, downlines, change } = view
  useEffect(() => {
    if (picked.current || !asked || status !== 'ready' || !downlines.includes(asked)) return
    picked.current = true
    change('downline', asked)
  }, [asked, status, downlines, change])
}

function OfferForm({ view }: { view: View }) {
  const { t, i18n } = useLingui()
  const money = useFormatters().amount
  const { draft, preview } = view
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    view.submit()
  }
  const downlineIssue = view.issues.downline
  return (
    <form className={page.offer} onSubmit={submit} noValidate aria-label={t`Offer a contract`}>
      <h3 className={page.subtitle}>
        <Trans>Offer a contract</Trans>
      </h3>
      <div className={page.fields}>
        <label className={page.field}>
          <span>
            <Trans>Kind</Trans>
          </span>
          <select value={draft.kind} onChange={(event) => view.change('kind', event.target.value)}>
            {contractKinds.map((kind) => (
              <option key={kind} value={kind}>
                {i18n._(kindLabels[kind])}
              </option>
            ))}
          </select>
        </label>
        <label className={page.field}>
          <span>
            <Trans>Downline</Trans>
          </span>
          <select
            value={draft.downline}
            aria-invalid={downlineIssue !== undefined}
            onChange={(event) => view.change('downline', event.target.value)}
          >
            <option value="">{t`Choose…`}</option>
            {view.downlines.map((account) => (
              <option key={account} value={account}>
                {account}
              </option>
            ))}
          </select>
          {downlineIssue && <small className={styles.failure}>{t`Choose a downline`}</small>}
        </label>
        {draft.kind === 'dividend' && (
          <label className={page.field}>
            <span>
              <Trans>Period</Trans>
            </span>
            <select value={draft.period} onChange={(event) => view.change('period', event.target.value)}>
              {contractPeriods.map((period) => (
                <option key={period} value={period}>
                  {i18n._(periodLabels[period])}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <TierInputs view={view} />
      <output className={page.preview} aria-live="polite" data-testid="contract-preview">
        {preview ? (
          <>
            <span>
              <PreviewBase kind={draft.kind} /> <strong>{money(preview.figures.validBet)}</strong>
              {draft.kind !== 'realTimeSalary' && (
                <>
                  {' · '}
                  <Trans>Active people</Trans> <strong>{preview.figures.activePeople}</strong>
                </>
              )}
              {' · '}
              <Trans>Players' result</Trans> <strong>{money(preview.figures.profitLoss)}</strong>
            </span>
            <span>
              <Trans>Would pay now</Trans>{' '}
              <strong className={page.amount}>{money(moneyOf(preview.amount))}</strong>
              {preview.tier !== null && <> ({ratioToPercent(preview.ratio)}%)</>}
            </span>
          </>
        ) : (
          <Trans>Choose a downline to see what the contract would pay now.</Trans>
        )}
      </output>
      {view.offered && (
        <p className={page.done} role="status">
          <Trans>Offer sent. The downline sees it at once.</Trans>
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={view.sending}>
          <Trans>Offer the contract</Trans>
        </Button>
      </div>
    </form>
  )
}

function PreviewBase({ kind }: { kind: ContractKind }) {
  if (kind === 'dividend') return <Trans>Valid bet this period</Trans>
  if (kind === 'dailySalary') return <Trans>Team volume today</Trans>
  if (kind === 'hourlySalary') return <Trans>Team volume this hour</Trans>
  return <Trans>Bets these 5 minutes</Trans>
}

function ConflictDialog({ view }: { view: View }) {
  const { t, i18n } = useLingui()
  if (!view.confirming) return null
  return (
    <Modal open size="form" title={t`Contracts that would end`} onClose={view.cancel} closeOnCover={false}>
      <div className={styles.prompt} data-testid="contract-conflicts">
        <p className={styles.lead}>
          <Trans>
            {view.draft.downline} gives more below than this offer. If they sign it, these contracts end
            automatically:
          </Trans>
        </p>
        <ul>
          {view.conflicts.map((contract: Contract) => (
            <li key={contract.id}>
              <span dir="ltr">{contract.downline}</span> · {i18n._(kindLabels[contract.kind])} ·{' '}
              {ratioToPercent(Math.max(...contract.tiers.map((tier) => tier.ratio)))}%
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Button onClick={view.agree}>
            <Trans>Agree and offer</Trans>
          </Button>
          <Button variant="secondary" onClick={view.cancel}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </div>
    </Modal>
  )
}
