import { type ActorRefFrom, fromPromise, waitFor } from 'xstate'
import type { ApiClient } from '../../api/client'
import { captcha, login, smsCodeNoLogin } from '../../api/endpoints'
import type { BotCheck, CookieJar } from '../../ports'
import type { sessionMachine } from '../session/session.machine'
import { smsMachine } from '../sms/sms.machine'
import { captchaMachine } from './captcha.machine'
import { loginMachine } from './login.machine'
import type { LoginInput } from './login.types'

type SessionActor = ActorRefFrom<typeof sessionMachine>

export interface LoginDeps {
  api: ApiClient
  /** The portal's session actor; undefined until boot reaches normal status. */
  session: () => SessionActor | undefined
  cookies: CookieJar
  botCheck: BotCheck
}

/** Cookie names of remember-me. The password has none: the browser's password manager keeps it. */
export const rememberCookies = { username: 'rememberUsername', mobileNum: 'rememberMobileNum' } as const

/** Spec §9: remember-me cookies live one day. */
const rememberMaxAgeSeconds = 24 * 60 * 60

/** The `remembered` input of the login machine, from the cookies. */
export function readRememberedLogin(cookies: CookieJar): NonNullable<LoginInput['remembered']> {
  return {
    username: cookies.get(rememberCookies.username),
    mobileNum: cookies.get(rememberCookies.mobileNum),
  }
}

function requireSession(deps: LoginDeps): SessionActor {
  const session = deps.session()
  if (!session) throw new Error('the login flow needs the session: start the portal first')
  return session
}

/** The login machine bound to the API, the session and the ports. */
export function provideLogin(deps: LoginDeps) {
  const { api, cookies, botCheck } = deps
  return loginMachine.provide({
    actors: {
      captcha: captchaMachine.provide({
        actors: { loadCaptcha: fromPromise(({ signal }) => api.call(captcha, undefined, { signal })) },
      }),
      botCheck: fromPromise(({ signal }) => botCheck.verify('login', signal)),
      submitLogin: fromPromise(({ input, signal }) => api.call(login, input, { signal })),
      awaitMember: fromPromise(async ({ signal }) => {
        const settled = await waitFor(
          requireSession(deps),
          (snapshot) => !snapshot.matches('restoring') && !snapshot.matches('loading'),
          { timeout: Number.POSITIVE_INFINITY, signal },
        )
        if (!settled.context.member) throw settled.context.failure ?? new Error('no member after sign-in')
        return settled.context.member
      }),
    },
    actions: {
      startSession: (_, start) => requireSession(deps).send({ type: 'session.start', ...start }),
      applyRememberMe: (_, remembered) => {
        if (!remembered) {
          cookies.remove(rememberCookies.username)
          cookies.remove(rememberCookies.mobileNum)
          return
        }
        for (const key of ['username', 'mobileNum'] as const) {
          const value = remembered[key]
          if (value) cookies.set(rememberCookies[key], value, { maxAgeSeconds: rememberMaxAgeSeconds })
        }
      },
    },
  })
}

/**
 * The SMS button of the sms login: the shared SMS machine bound to the no-login SMS call. The login view runs
 * it beside the login actor and sends it `sms.send` with the form's mobile number and dialing code.
 */
export function provideLoginSms(api: ApiClient) {
  return smsMachine.provide({
    actors: {
      sendCode: fromPromise(({ input, signal }) =>
        api.call(
          smsCodeNoLogin,
          { mobileNum: input.mobile, countryDialingCode: input.countryCode },
          { signal },
        ),
      ),
    },
  })
}
