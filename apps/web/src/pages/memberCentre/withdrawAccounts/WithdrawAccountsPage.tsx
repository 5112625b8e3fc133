import { Trans, useLingui } from '@lingui/react/macro'
import {
  type BankCard,
  connectWithdrawAccounts,
  createWithdrawAccounts,
  type WithdrawAccountsIntents,
  type WithdrawAccountsView,
} from '@portal/core'
import { useFlow } from '@portal/react'
import type { FormEvent } from 'react'
import { Link } from 'wouter'
import { Button } from '../../../components/Button/Button'
import { PasswordField } from '../../../components/form/PasswordField/PasswordField'
import { PageState } from '../../../components/PageState/PageState'
import memberStyles from '../MemberCentre.module.css'
import { useWithdrawMessages } from '../withdraw/useWithdrawMessages'
import withdrawStyles from '../withdraw/Withdraw.module.css'
import { OtherMethods } from './OtherMethods'
import styles from './WithdrawAccounts.module.css'

type View = WithdrawAccountsView & WithdrawAccountsIntents

/**
 * Withdrawal accounts (issue 32): the member's bank cards against the platform's limit, each removable with the
 * fund password. Cards are added where they are used, on the withdraw page, whose form follows the same setting.
 */
export default function WithdrawAccountsPage() {
  const [view] = useFlow(createWithdrawAccounts, connectWithdrawAccounts)
  const message = useWithdrawMessages()
  return (
    <div className={memberStyles.panel}>
      <div className={styles.head}>
        <h1 className={memberStyles.title}>
          <Trans>Withdrawal accounts</Trans>
        </h1>
        {view.maxCards !== null && (
          <span className={`${styles.count} ${view.limitReached ? styles.full : memberStyles.muted}`}>
            <Trans>
              {view.cards.length} of {view.maxCards} cards
            </Trans>
          </span>
        )}
      </div>
      <PageState
        loading={view.status === 'loading'}
        failed={view.status === 'failed'}
        onRetry={view.reload}
        reason={view.failure ? message(view.failure) : null}
      />
      {view.status === 'ready' && <Cards view={view} />}
      <OtherMethods />
    </div>
  )
}

function Cards({ view }: { view: View }) {
  const { t } = useLingui()
  return (
    <>
      {view.cards.length === 0 ? (
        <p className={memberStyles.muted}>
          <Trans>No bank card yet.</Trans>
        </p>
      ) : (
        <ul className={styles.cards} aria-label={t`Bank cards`}>
          {view.cards.map((card) => (
            <CardItem key={card.id} card={card} view={view} />
          ))}
        </ul>
      )}
      <p className={view.limitReached ? withdrawStyles.notice : memberStyles.muted} role="status">
        {view.limitReached ? (
          <Trans>You have bound as many cards as the platform allows. Remove one to add another.</Trans>
        ) : (
          <>
            <Trans>Add a card on the withdraw page, where you use it.</Trans>{' '}
            <Link to="/member/withdraw">
              <Trans>Go to Withdraw</Trans>
            </Link>
          </>
        )}
      </p>
    </>
  )
}

function CardItem({ card, view }: { card: BankCard; view: View }) {
  const asked = view.removal.card?.id === card.id
  return (
    <li className={styles.card}>
      <div className={styles.cardLine}>
        <span className={withdrawStyles.cardText}>
          <span className={withdrawStyles.bank}>{card.bankName}</span>
          <span className={withdrawStyles.number} dir="ltr">
            •••• {card.last4}
          </span>
          <span className={memberStyles.muted}>{card.holder}</span>
        </span>
        <span className={memberStyles.row}>
          {card.isDefault && (
            <span className={withdrawStyles.badge}>
              <Trans>Default</Trans>
            </span>
          )}
          {!asked && (
            <Button
              size="small"
              variant="secondary"
              disabled={view.removal.removing}
              onClick={() => view.askRemoval(card.id)}
            >
              <Trans>Remove</Trans>
            </Button>
          )}
        </span>
      </div>
      {asked && <RemovalForm card={card} view={view} />}
    </li>
  )
}

function RemovalForm({ card, view }: { card: BankCard; view: View }) {
  const { t } = useLingui()
  const message = useWithdrawMessages()
  const { removal } = view
  const submit = (event: FormEvent) => {
    event.preventDefault()
    view.confirmRemoval()
  }
  return (
    <form className={styles.removal} onSubmit={submit} noValidate>
      <p className={memberStyles.muted}>
        <Trans>Remove the card ending {card.last4}? Withdrawals can no longer go to it.</Trans>
      </p>
      <PasswordField
        label={t`Fund password to confirm`}
        value={removal.password}
        onValueChange={view.changeRemoval}
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        dir="ltr"
        required
        error={removal.error ? message(removal.error) : null}
      />
      {removal.failure && (
        <p className={memberStyles.failure} role="alert">
          {message(removal.failure)}
        </p>
      )}
      <div className={memberStyles.row}>
        <Button size="small" type="submit" disabled={removal.removing}>
          {removal.removing ? <Trans>Removing…</Trans> : <Trans>Remove card</Trans>}
        </Button>
        <Button size="small" variant="secondary" onClick={view.cancelRemoval} disabled={removal.removing}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  )
}
