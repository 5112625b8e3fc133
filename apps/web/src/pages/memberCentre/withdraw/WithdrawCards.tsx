import { Trans, useLingui } from '@lingui/react/macro'
import type { WithdrawIntents, WithdrawView } from '@portal/core'
import { Link } from 'wouter'
import { Button } from '../../../components/Button/Button'
import { FundPasswordField } from '../../../components/form/PasswordField/FundPasswordField'
import { TextField } from '../../../components/form/TextField/TextField'
import memberStyles from '../MemberCentre.module.css'
import { ChoiceField } from './ChoiceField'
import { useWithdrawMessages } from './useWithdrawMessages'
import styles from './Withdraw.module.css'

type View = WithdrawView & WithdrawIntents

/** The member's cards as a choice for this withdrawal, each can be made the default; and the form to add one. */
export function WithdrawCards({ view }: { view: View }) {
  const message = useWithdrawMessages()
  const cardError = view.fieldErrors.cardId
  return (
    <fieldset className={styles.cards} aria-describedby={cardError ? 'withdraw-card-error' : undefined}>
      <legend className={styles.legend}>
        <Trans>Withdraw to</Trans>
      </legend>
      {view.cards.length === 0 && (
        <p className={memberStyles.muted}>
          <Trans>No bank card yet. Add one to withdraw.</Trans>
        </p>
      )}
      <ul className={styles.cardList}>
        {view.cards.map((card) => (
          <li key={card.id} className={styles.card}>
            <label className={styles.cardChoice}>
              <input
                type="radio"
                name="cardId"
                value={card.id}
                checked={view.fields.cardId === card.id}
                onChange={() => view.change('cardId', card.id)}
              />
              <span className={styles.cardText}>
                <span className={styles.bank}>{card.bankName}</span>
                <span className={styles.number} dir="ltr">
                  •••• {card.last4}
                </span>
                <span className={memberStyles.muted}>{card.holder}</span>
              </span>
            </label>
            {card.isDefault ? (
              <span className={styles.badge}>
                <Trans>Default</Trans>
              </span>
            ) : (
              <Button
                size="small"
                variant="secondary"
                disabled={view.settingDefault}
                onClick={() => view.setDefaultCard(card.id)}
              >
                <Trans>Make default</Trans>
              </Button>
            )}
          </li>
        ))}
        {/* The e-wallet accounts and coin addresses bound on the withdrawal accounts page (issue 32). */}
        {view.accounts.map((account) => (
          <li key={account.id} className={styles.card} data-testid="withdraw-account">
            <label className={styles.cardChoice}>
              <input
                type="radio"
                name="cardId"
                value={account.id}
                checked={view.fields.cardId === account.id}
                onChange={() => view.change('cardId', account.id)}
              />
              <span className={styles.cardText}>
                <span className={styles.bank}>
                  {account.methodName}
                  {account.network && ` (${account.network})`}
                </span>
                <span className={styles.number} dir="ltr">
                  {account.label}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {cardError && (
        <p id="withdraw-card-error" className={memberStyles.failure}>
          {message(cardError)}
        </p>
      )}
      {view.card.open ? (
        <AddCardForm view={view} />
      ) : view.card.limitReached ? (
        // The platform's limit (issue 32): say so and where a card is removed, rather than a form it refuses.
        <p className={styles.notice} role="status">
          <Trans>You have bound as many cards as the platform allows ({view.card.maxCards}).</Trans>{' '}
          <Link to="/member/withdrawAccounts">
            <Trans>Remove one in Withdrawal accounts</Trans>
          </Link>
        </p>
      ) : (
        <div className={memberStyles.row}>
          <Button size="small" variant="secondary" onClick={view.openCard}>
            <Trans>Add a card</Trans>
          </Button>
          {view.cards.length > 0 && (
            <Link to="/member/withdrawAccounts">
              <Trans>Manage cards</Trans>
            </Link>
          )}
        </div>
      )}
    </fieldset>
  )
}

function AddCardForm({ view }: { view: View }) {
  const { t } = useLingui()
  const message = useWithdrawMessages()
  const { card } = view
  const error = (field: keyof typeof card.errors) => {
    const issue = card.errors[field]
    return issue ? message(issue) : null
  }
  return (
    <div className={styles.addCard}>
      <ChoiceField
        id="withdraw-bank"
        label={<Trans>Bank</Trans>}
        value={card.fields.bankCode}
        placeholder={t`Choose a bank`}
        options={view.banks.map((bank) => ({ value: bank.code, label: bank.name }))}
        error={error('bankCode')}
        onChange={(value) => view.changeCard('bankCode', value)}
      />
      <TextField
        label={t`Card number`}
        value={card.fields.cardNumber}
        onValueChange={(value) => view.changeCard('cardNumber', value)}
        inputMode="numeric"
        autoComplete="cc-number"
        dir="ltr"
        required
        error={error('cardNumber')}
        hint={t`12 to 19 digits, as on the card; the last digit is a checksum of the others`}
      />
      {/* Which of these the platform's card setting asks for (issue 32). */}
      {(card.required.includes('realName') || !view.realName) && (
        <TextField
          label={t`Real name`}
          value={card.fields.realName}
          onValueChange={(value) => view.changeCard('realName', value)}
          autoComplete="cc-name"
          required={card.required.includes('realName')}
          error={error('realName')}
          hint={
            view.realName
              ? t`Cards must be in the name of your first card`
              : t`As on the card; it cannot be changed later`
          }
        />
      )}
      {card.required.includes('branch') && (
        <TextField
          label={t`Branch`}
          value={card.fields.branch}
          onValueChange={(value) => view.changeCard('branch', value)}
          autoComplete="off"
          required
          error={error('branch')}
          hint={t`The branch where the account was opened`}
        />
      )}
      {/* The step-up the platform asks before a card is added (issue 31). */}
      <FundPasswordField
        label={t`Fund password to confirm`}
        value={card.fields.paymentPassword}
        onValueChange={(value) => view.changeCard('paymentPassword', value)}
        disabled={view.needsFundPassword}
        error={error('paymentPassword')}
      />
      {card.failure && (
        <p className={memberStyles.failure} role="alert">
          {message(card.failure)}
        </p>
      )}
      <div className={memberStyles.row}>
        <Button size="small" onClick={view.submitCard} disabled={card.saving}>
          {card.saving ? <Trans>Saving…</Trans> : <Trans>Save card</Trans>}
        </Button>
        <Button size="small" variant="secondary" onClick={view.closeCard} disabled={card.saving}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </div>
  )
}
