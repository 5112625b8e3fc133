import { Trans, useLingui } from '@lingui/react/macro'
import { connectLogin, type LoginField, memberLoginFlow, type NavigateEmitted } from '@portal/core'
import { useBoot, useEmitted, useSharedFlow } from '@portal/react'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { Button, ButtonLink } from '../Button/Button'
import { Dialog } from '../Dialog/Dialog'
import { AuthLinks } from '../Header/Header'
import { useDirectRegistration } from '../Header/useDirectRegistration'
import { Icon } from '../Icon/Icon'
import { authDialogHref, authDialogOf } from '../popups/authDialog'
import { Spinner } from '../Spinner/Spinner'
import styles from './HeaderLoginForm.module.css'

/**
 * The logged-out header's inline login (spec §2): username, password, the agreement, Log in and Register.
 * It is the portal's one member login, the same flow as /login and the login popup. A wrong password shows the
 * warning dialog here (spec §5, §8); what the header has no room for (a message beside a field, the captcha,
 * the new-IP check, any other failure) opens the login popup, which shows this same attempt with what was typed.
 */
export default function HeaderLoginForm() {
  // The flow reads the white-label flags, which arrive with boot.
  return useBoot().status === 'ready' ? <InlineLogin /> : <AuthLinks />
}

function InlineLogin() {
  const { t } = useLingui()
  const [view, login] = useSharedFlow(memberLoginFlow, connectLogin)
  const [path, navigate] = useLocation()
  const search = useSearch()
  const register = useDirectRegistration()
  const id = useId()
  // While the popup or the /login page shows the login, it speaks for it: its dialogs and its navigation.
  const elsewhere = authDialogOf(search) === 'login' || path === '/login'
  const elsewhereRef = useRef(elsewhere)
  elsewhereRef.current = elsewhere
  const [dismissed, setDismissed] = useState<object | null>(null)

  useEmitted(login, 'navigate', ({ to, replace }: NavigateEmitted) => {
    if (elsewhereRef.current) return
    // A forced change from the header is the change-password popup over this page (changePassModal); the old
    // password waits in the session, in memory.
    if (to === '/changePassword') navigate(authDialogHref(path, search, 'changePassword'))
    else navigate(to, { replace: replace ?? false })
  })

  // Anything new the header cannot show moves the attempt into the popup.
  const seen = useRef({
    failure: view.failure,
    errors: view.fieldErrors,
    status: view.status,
    captcha: false,
  })
  useEffect(() => {
    const before = seen.current
    seen.current = {
      failure: view.failure,
      errors: view.fieldErrors,
      status: view.status,
      captcha: view.captcha.shown,
    }
    if (elsewhere) return
    const failure =
      view.failure !== before.failure && view.failure?.code !== 'wrong_credentials' && view.failure
    const errors = view.fieldErrors !== before.errors && Object.keys(view.fieldErrors).length > 0
    const check = view.status === 'secondCheck' && before.status !== 'secondCheck'
    const captcha = view.captcha.shown && !before.captcha
    if (failure || errors || check || captcha) navigate(authDialogHref(path, search, 'login'))
  })

  const change = (field: LoginField) => (event: { target: { value: string } }) =>
    view.change(field, event.target.value)

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    view.submit()
  }

  // A brand that signs in by mobile only: the popup has the SMS form.
  if (view.type !== 'username') return <AuthLinks />

  const { fields, failure } = view
  return (
    <>
      <form
        className={styles.form}
        data-visitor-entry
        noValidate
        onSubmit={onSubmit}
        aria-label={t`Log in`}
        aria-busy={view.submitting || undefined}
      >
        <label className={styles.field}>
          <Icon name="user" size={16} />
          <span className="visually-hidden">
            <Trans>Username</Trans>
          </span>
          <input
            className={styles.input}
            name="username"
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={t`Username`}
            value={fields.username}
            onChange={change('username')}
          />
        </label>
        <label className={styles.field}>
          <Icon name="lock" size={16} />
          <span className="visually-hidden">
            <Trans>Password</Trans>
          </span>
          <input
            className={styles.input}
            name="password"
            type="password"
            autoComplete="current-password"
            placeholder={t`Password`}
            value={fields.password}
            onChange={change('password')}
          />
        </label>
        <label
          className={styles.agree}
          htmlFor={`${id}-agree`}
          title={t`I am 18 or older and accept the terms and conditions.`}
        >
          <input
            id={`${id}-agree`}
            type="checkbox"
            className={styles.box}
            checked={view.agreed}
            onChange={(event) => view.setAgreed(event.target.checked)}
          />
          <span aria-hidden="true" dir="ltr">
            18+
          </span>
          <span className="visually-hidden">
            <Trans>I am 18 or older and accept the terms and conditions.</Trans>
          </span>
        </label>
        <Button type="submit" variant="secondary" size="small" disabled={!view.canSubmit}>
          {view.submitting ? <Spinner size={16} /> : null}
          <Trans>Log in</Trans>
        </Button>
        {register && (
          <ButtonLink to={authDialogHref(path, search, 'register')} size="small">
            <Trans>Register</Trans>
          </ButtonLink>
        )}
      </form>
      <Dialog
        open={!elsewhere && failure?.code === 'wrong_credentials' && failure !== dismissed}
        icon="lock"
        title={<Trans>Account or password incorrect</Trans>}
        confirmLabel={<Trans>Confirm</Trans>}
        onClose={() => setDismissed(failure)}
      />
    </>
  )
}
