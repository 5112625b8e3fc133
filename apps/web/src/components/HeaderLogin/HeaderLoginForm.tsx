import { Trans, useLingui } from '@lingui/react/macro'
import {
  connectLogin,
  createLogin,
  createLoginSms,
  type LoginField,
  type NavigateEmitted,
  type PasswordChangeRequiredEmitted,
} from '@portal/core'
import { useBoot, useEmitted, usePortal, useView } from '@portal/react'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { authDialogHref, authDialogOf } from '../../app/authDialog'
import { type LoginActors, lendLogin } from '../../pages/login/lentLogin'
import { Button, ButtonLink } from '../Button/Button'
import { Dialog } from '../Dialog/Dialog'
import { AuthLinks } from '../Header/Header'
import { Icon } from '../Icon/Icon'
import { Spinner } from '../Spinner/Spinner'
import styles from './HeaderLoginForm.module.css'

/**
 * The logged-out header's inline login (spec §2): username, password, the agreement, Log in and Register.
 * It runs the member login flow like /login. A wrong password shows the warning dialog here (spec §5, §8);
 * what the header has no room for (a message beside a field, the captcha, the new-IP check, any other failure)
 * opens the login popup, which continues this same attempt with what was typed.
 */
export default function HeaderLoginForm() {
  // The flow reads the white-label flags, which arrive with boot.
  return useBoot().view.status === 'ready' ? <HeaderLogin /> : <AuthLinks />
}

function HeaderLogin() {
  const portal = usePortal()
  const [actors, setActors] = useState<LoginActors>()
  // Started here rather than with useStartedActor: the popup may hold them a moment longer (see lendLogin).
  useEffect(() => {
    const started = { login: createLogin(portal), sms: createLoginSms(portal) }
    started.login.start()
    started.sms.start()
    setActors(started)
    const lease = lendLogin(started)
    return () => lease.end()
  }, [portal])
  return actors ? <InlineLogin login={actors.login} /> : <AuthLinks />
}

function InlineLogin({ login }: { login: ReturnType<typeof createLogin> }) {
  const { t } = useLingui()
  const view = useView(login, connectLogin)
  const [path, navigate] = useLocation()
  const search = useSearch()
  const id = useId()
  // While the popup shows this attempt, it speaks for it: its dialogs and its navigation.
  const popupShown = authDialogOf(search) === 'login'
  const popupShownRef = useRef(popupShown)
  popupShownRef.current = popupShown
  const [dismissed, setDismissed] = useState<object | null>(null)
  const handoff = useRef<{ oldPassword: string } | null>(null)

  useEmitted(login, 'password.changeRequired', ({ oldPassword }: PasswordChangeRequiredEmitted) => {
    handoff.current = { oldPassword }
  })
  useEmitted(login, 'navigate', ({ to, replace }: NavigateEmitted) => {
    if (popupShownRef.current) return
    // A forced change from the header is the change-password popup over this page (changePassModal).
    if (to === '/changePassword' && handoff.current)
      navigate(authDialogHref(path, search, 'changePassword'), { replace: false, state: handoff.current })
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
    if (popupShown) return
    const failure =
      view.failure !== before.failure && view.failure?.code !== 'wrong_credentials' && view.failure
    const errors = view.fieldErrors !== before.errors && Object.keys(view.fieldErrors).length > 0
    const check = view.status === 'secondCheck' && before.status !== 'secondCheck'
    const captcha = view.captcha.shown && !before.captcha
    if (failure || errors || check || captcha) navigate(authDialogHref(path, search, 'login'))
  })

  const change = (field: LoginField) => (event: { target: { value: string } }) =>
    login.send({ type: 'login.change', field, value: event.target.value })

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    login.send({ type: 'login.submit' })
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
            onChange={(event) => login.send({ type: 'login.agree', on: event.target.checked })}
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
        <ButtonLink to={authDialogHref(path, search, 'register')} size="small">
          <Trans>Register</Trans>
        </ButtonLink>
      </form>
      <Dialog
        open={!popupShown && failure?.code === 'wrong_credentials' && failure !== dismissed}
        icon="lock"
        title={<Trans>Account or password incorrect</Trans>}
        confirmLabel={<Trans>Confirm</Trans>}
        onClose={() => setDismissed(failure)}
      />
    </>
  )
}
