import { Trans, useLingui } from '@lingui/react/macro'
import type { OfferIntents, OfferView, TierField } from '@portal/core'
import { Button } from '../../../components/Button/Button'
import styles from '../../../components/Contracts/Contracts.module.css'
import { issueLabels } from '../../../components/Contracts/labels'
import page from './ContractsPage.module.css'

/** The tier rows of an offer: the fields its kind reads, each with its error beside it. */
export function TierInputs({ view }: { view: OfferView & OfferIntents }) {
  const { t, i18n } = useLingui()
  const { kind } = view.draft
  const fields: { field: TierField; label: string; unit?: string }[] = [
    {
      field: 'minBet',
      label:
        kind === 'dividend'
          ? t`Valid bet of the period`
          : kind === 'realTimeSalary'
            ? t`Bet per period`
            : t`Team volume`,
    },
    ...(kind === 'dividend' ? [{ field: 'minLoss' as const, label: t`Team loss` }] : []),
    ...(kind !== 'realTimeSalary' ? [{ field: 'minActive' as const, label: t`Active people` }] : []),
    { field: 'ratio', label: kind === 'realTimeSalary' ? t`Win rate` : t`Ratio`, unit: '%' },
    ...(kind === 'realTimeSalary' ? [{ field: 'lossRatio' as const, label: t`Loss rate`, unit: '%' }] : []),
  ]
  return (
    <fieldset className={page.tiers}>
      <legend>
        <Trans>Tiers: the highest tier reached pays</Trans>
      </legend>
      {view.draft.tiers.map((tier, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: tiers have no id; their order is what they mean
        <div key={index} className={page.tier} data-testid={`tier-${index}`}>
          {fields.map(({ field, label, unit }) => {
            const issue = view.issues[`tiers.${index}.${field}`]
            return (
              <label key={field} className={page.field}>
                <span>
                  {label}
                  {unit && ` (${unit})`}
                </span>
                <input
                  inputMode="decimal"
                  dir="ltr"
                  value={tier[field]}
                  aria-invalid={issue !== undefined}
                  onChange={(event) => view.changeTier(index, field, event.target.value)}
                />
                {issue && <small className={styles.failure}>{i18n._(issueLabels[issue])}</small>}
              </label>
            )
          })}
          {view.draft.tiers.length > 1 && (
            <Button size="small" variant="ghost" onClick={() => view.removeTier(index)}>
              <Trans>Remove tier</Trans>
            </Button>
          )}
        </div>
      ))}
      {view.draft.tiers.length < 10 && (
        <Button size="small" variant="secondary" onClick={view.addTier}>
          <Trans>Add a tier</Trans>
        </Button>
      )}
    </fieldset>
  )
}
