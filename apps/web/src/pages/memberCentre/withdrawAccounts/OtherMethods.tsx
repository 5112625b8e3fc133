import { Trans, useLingui } from '@lingui/react/macro'
import {
  connectWithdrawMethods,
  createWithdrawMethods,
  type WithdrawMethodsIntents,
  type WithdrawMethodsView,
} from '@portal/core'
import { useFlow } from '@portal/react'
import type { FormEvent } from 'react'
import { Button } from '../../../components/Button/Button'
import { PasswordField } from '../../../components/form/PasswordField/PasswordField'
import { TextField } from '../../../components/form/TextField/TextField'
import { PageState } from '../../../components/PageState/PageState'
import memberStyles from '../MemberCentre.module.css'
import { ChoiceField } from '../withdraw/ChoiceField'
import { useWithdrawMessages } from '../withdraw/useWithdrawMessages'
import withdrawStyles from '../withdraw/Withdraw.module.css'
import styles from './WithdrawAccounts.module.css'

type View = WithdrawMethodsView & WithdrawMethodsIntents

/**
 * The withdrawal methods beyond bank cards (issue 32): shown only where the platform offers them. The accounts
 * the member bound (masked), and a form per method to bind an e-wallet account or a coin address on a network.
 */
export function OtherMethods() {
  const [view] = useFlow(createWithdrawMethods, connectWithdrawMethods)
  const message = useWithdrawMessages()
  if (view.status === 'ready' && view.methods.length === 0) return null
  return (
    <section className={styles.methods} aria-labelledby="other-methods" data-testid="withdraw-methods">
      <h2 id="other-methods" className={memberStyles.subtitle}>
        <Trans>E-wallets and crypto addresses</Trans>
      </h2>
      <PageState
        loading={view.status === 'loading'}
        failed={view.status === 'failed'}
        onRetry={view.reload}
        reason={view.failure ? message(view.failure) : null}
      />
      {view.status === 'ready' && <Methods view={view} />}
    </section>
  )
}

function Methods({ view }: { view: View }) {
  const { t } = useLingui()
  return (
    <>
      {view.accounts.length === 0 ? (
        <p className={memberStyles.muted}>
          <Trans>No e-wallet account or crypto address yet.</Trans>
        </p>
      ) : (
        <ul className={styles.cards} aria-label={t`Bound accounts`}>
          {view.accounts.map((account) => (
            <li key={account.id} className={styles.card} data-testid="bound-account">
              <span className={withdrawStyles.cardText}>
                <span className={withdrawStyles.bank}>
                  {account.methodName}
                  {account.network && ` (${account.network})`}
                </span>
                <span className={withdrawStyles.number} dir="ltr">
                  {account.label}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {view.form.method ? (
        <BindForm view={view} />
      ) : (
        <div className={memberStyles.row}>
          {view.methods.map((method) => (
            <Button
              key={method.code}
              size="small"
              variant="secondary"
              onClick={() => view.openBind(method.code)}
            >
              <Trans>Add {method.name}</Trans>
            </Button>
          ))}
        </div>
      )}
    </>
  )
}

function BindForm({ view }: { view: View }) {
  const { t } = useLingui()
  const message = useWithdrawMessages()
  const { form } = view
  const method = form.method
  if (!method) return null
  const error = (field: keyof typeof form.errors) => {
    const issue = form.errors[field]
    return issue ? message(issue) : null
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    view.submitBind()
  }
  const crypto = method.kind === 'crypto'
  return (
    <form className={styles.removal} onSubmit={submit} noValidate aria-label={method.name}>
      {crypto && (
        <ChoiceField
          id="bind-network"
          label={<Trans>Network</Trans>}
          value={form.fields.network}
          placeholder={t`Choose a network`}
          options={method.networks.map((network) => ({ value: network, label: network }))}
          error={error('network')}
          onChange={(value) => view.changeBind('network', value)}
        />
      )}
      <TextField
        label={crypto ? t`${method.name} address` : t`${method.name} account number`}
        value={form.fields.account}
        onValueChange={(value) => view.changeBind('account', value)}
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        required
        error={error('account')}
      />
      <PasswordField
        label={t`Fund password to confirm`}
        value={form.fields.password}
        onValueChange={(value) => view.changeBind('password', value)}
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        dir="ltr"
        required
        error={error('password')}
      />
      {form.failure && (
        <p className={memberStyles.failure} role="alert">
          {message(form.failure)}
        </p>
      )}
      <div className={memberStyles.row}>
        <Button size="small" type="submit" disabled={form.sending}>
          {form.sending ? <Trans>Saving…</Trans> : <Trans>Save account</Trans>}
        </Button>
        <Button size="small" variant="secondary" onClick={view.cancelBind} disabled={form.sending}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  )
}
