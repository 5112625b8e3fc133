import { Trans, useLingui } from '@lingui/react/macro'
import type { Contract, OfferIntents, OfferView } from '@portal/core'
import type { ReactNode } from 'react'
import { Button } from '../../../components/Button/Button'
import styles from '../../../components/Contracts/Contracts.module.css'
import { kindLabels, reasonLabels, statusLabels, statusTone } from '../../../components/Contracts/labels'
import { TierTable } from '../../../components/Contracts/TierTable'
import { useFormatters } from '../../../i18n/useFormatters'
import page from './ContractsPage.module.css'

/** Contracts with their status in colour and words, the latest change and its reason, and the way to end one. */
export function ContractHistory({
  title,
  contracts,
  view,
}: {
  title: ReactNode
  contracts: readonly Contract[]
  view: OfferView & OfferIntents
}) {
  const { t, i18n } = useLingui()
  const format = useFormatters()
  return (
    <section className={page.history}>
      <h3 className={page.subtitle}>{title}</h3>
      {contracts.length === 0 ? (
        <p className={styles.muted}>
          <Trans>None yet.</Trans>
        </p>
      ) : (
        <ul className={page.cards}>
          {contracts.map((contract) => {
            const last = contract.history.at(-1)
            const asked = contract.status === 'terminating' && contract.terminationBy !== null
            return (
              <li key={contract.id} className={page.card} data-testid={`contract-${contract.id}`}>
                <div className={page.cardHead}>
                  <strong>{i18n._(kindLabels[contract.kind])}</strong>
                  <span dir="ltr">
                    {contract.upline ?? t`platform`} → {contract.downline}
                  </span>
                  <span className={`${styles.status} ${styles[statusTone[contract.status]]}`}>
                    {i18n._(statusLabels[contract.status])}
                  </span>
                </div>
                {last && (
                  <p className={styles.muted}>
                    {format.dateTime(last.at)}
                    {last.reason && ` · ${i18n._(reasonLabels[last.reason])}`}
                    {asked && ` · ${t`asked by ${contract.terminationBy}`}`}
                  </p>
                )}
                <div className={styles.scroll}>
                  <TierTable kind={contract.kind} tiers={contract.tiers} />
                </div>
                {view.canTerminate(contract) && (
                  <Button
                    size="small"
                    variant="secondary"
                    disabled={view.sending}
                    onClick={() => view.terminate(contract)}
                  >
                    {contract.status === 'terminating' ? (
                      <Trans>Confirm termination</Trans>
                    ) : (
                      <Trans>Ask to terminate</Trans>
                    )}
                  </Button>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
