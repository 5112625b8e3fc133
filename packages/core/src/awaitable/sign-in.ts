import type { MemberInfo } from '../api/schemas/session'
import type { Portal, SessionActor } from '../create-portal'
import { createLogin } from '../flows/login/create-login'
import type { LoginErrorField } from '../flows/login/login.types'
import type { FieldErrors } from '../validation/issues'
import { BootError } from './boot-error'
import { type WaitOptions, waitForFlow } from './wait-for-flow'
import { whenBooted } from './when-booted'

/**
 * Why `signIn` did not sign in. `code` is the login flow's failure code (`wrong_credentials`, `network`, …,
 * see `flowFailure`), or one of the helper's own: `boot_<status>` (the portal never reached normal status:
 * `boot_maintenance`, `boot_blocked`, `boot_invalidDomain`, `boot_failed`), `invalid_fields` (the form's own
 * validation refused the input; `fieldErrors` says which), `second_check_required` (the server asks for a
 * second factor, which needs a person), `password_change_required` (signed in, but the member must change the
 * password first).
 */
export class SignInError extends Error {
  override readonly name = 'SignInError'
  constructor(
    readonly code: string,
    readonly fieldErrors: FieldErrors<LoginErrorField> = {},
  ) {
    super(`sign-in failed: ${code}`)
  }
}

export interface SignInCredentials {
  username: string
  password: string
}

/** Waits for the portal's boot to settle; rejects with `SignInError('boot_<status>')` unless it is ready. */
async function sessionOf(portal: Portal, options: WaitOptions): Promise<SessionActor> {
  try {
    await whenBooted(portal, options)
  } catch (error) {
    throw error instanceof BootError ? new SignInError(error.code) : error
  }
  const session = portal.session()
  if (!session) throw new SignInError('boot_not_ready')
  return session
}

/**
 * Signs a member in with a username and password through the login flow, as the login form does (agreeing to
 * the terms as its checkbox would), on a started portal. Resolves with the signed-in member once the session
 * has loaded it; rejects with `SignInError` (see its codes) or `FlowTimeoutError`.
 */
export async function signIn(
  portal: Portal,
  { username, password }: SignInCredentials,
  options: WaitOptions = {},
): Promise<MemberInfo> {
  const session = await sessionOf(portal, options)
  // The helper's own attempt, as a screen owns its form: not the registry's shared login, which a failed or
  // half-done call (a second check) would leave in a state the next call or a view does not expect.
  const login = createLogin(portal).start()
  try {
    login.send({ type: 'login.change', field: 'username', value: username })
    login.send({ type: 'login.change', field: 'password', value: password })
    login.send({ type: 'login.agree', on: true })
    login.send({ type: 'login.submit' })
    const answered = await waitForFlow(
      login,
      (snapshot) =>
        snapshot.status === 'done' ||
        snapshot.matches('secondCheck') ||
        (snapshot.matches('editing') &&
          (snapshot.context.failure !== null || Object.keys(snapshot.context.fieldErrors).length > 0)),
      options,
    )
    if (answered.matches('changingPassword')) throw new SignInError('password_change_required')
    if (answered.matches('secondCheck')) throw new SignInError('second_check_required')
    if (answered.context.failure) throw new SignInError(answered.context.failure.code)
    if (answered.status !== 'done') throw new SignInError('invalid_fields', answered.context.fieldErrors)
    const signedIn = await waitForFlow(session, (snapshot) => snapshot.context.member !== null, options)
    if (!signedIn.context.member) throw new SignInError('member_info_failed')
    return signedIn.context.member
  } finally {
    login.stop()
  }
}

/**
 * Signs the member out as the header's button and its confirmation do; resolves once the session is anonymous
 * (the local session ends even when the server's answer fails, as in the app).
 */
export async function signOut(portal: Portal, options: WaitOptions = {}): Promise<void> {
  const session = portal.session()
  if (!session?.getSnapshot().matches('signedIn')) return
  session.send({ type: 'logout.request' })
  session.send({ type: 'logout.confirm' })
  await waitForFlow(session, 'anonymous', options)
}
