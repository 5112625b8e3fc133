import { Trans } from '@lingui/react/macro'
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react'
import { useLocation, useSearch } from 'wouter'
import { Modal } from '../components/Modal/Modal'
import {
  type AuthDialog,
  AuthPresentation,
  authDialogOf,
  withoutAuthDialog,
} from '../components/popups/authDialog'
import { Spinner } from '../components/Spinner/Spinner'
import { LoginForm } from '../pages/login/LoginForm'
import styles from './AuthDialogs.module.css'

// Each panel is its own chunk, fetched when its popup first opens.
const RegisterPanel = lazy(() =>
  import('../pages/register/RegisterPanel').then((module) => ({ default: module.RegisterPanel })),
)
const ForgotPasswordPanel = lazy(() =>
  import('../pages/forgotPassword/ForgotPasswordPanel').then((module) => ({
    default: module.ForgotPasswordPanel,
  })),
)
const ChangePasswordPanel = lazy(() =>
  import('../pages/changePassword/ChangePasswordPanel').then((module) => ({
    default: module.ChangePasswordPanel,
  })),
)

const popups: Record<AuthDialog, { title: ReactNode; Panel: ComponentType }> = {
  login: { title: <Trans>Log in</Trans>, Panel: LoginForm },
  register: { title: <Trans>Register</Trans>, Panel: RegisterPanel },
  forgotPassword: { title: <Trans>Forgot password</Trans>, Panel: ForgotPasswordPanel },
  changePassword: { title: <Trans>Change password</Trans>, Panel: ChangePasswordPanel },
}

/**
 * The sign-in popups (spec §2 "Modals and popups"): the one the location's search names, over the current page.
 * Swapping popups keeps the same modal open; closing it (its button, Escape, the back button) leaves the page
 * underneath as it was. A click on the cover does nothing: these are forms, and typing must not be lost.
 */
export default function AuthDialogs() {
  const [path, navigate] = useLocation()
  const search = useSearch()
  const open = authDialogOf(search)
  if (!open) return null
  const { title, Panel } = popups[open]
  // Replaced: the closed popup leaves no entry that Back would reopen.
  const close = () => navigate(withoutAuthDialog(path, search), { replace: true })
  return (
    <AuthPresentation.Provider value="dialog">
      <Modal open size="form" title={title} onClose={close} closeOnCover={false}>
        <Suspense
          fallback={
            <div className={styles.loading}>
              <Spinner size={32} />
            </div>
          }
        >
          {/* Keyed, so a swap starts the other popup's flow fresh. */}
          <Panel key={open} />
        </Suspense>
      </Modal>
    </AuthPresentation.Provider>
  )
}
