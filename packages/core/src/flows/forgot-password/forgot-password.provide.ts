import { fromPromise } from 'xstate'
import type { ApiClient } from '../../api/client'
import {
  countryCodes,
  forgotPasswordEmail,
  login,
  setPasswordByEmail,
  setPasswordByPhone,
  smsCodeNoLogin,
} from '../../api/endpoints'
import { smsMachine } from '../sms/sms.machine'
import { forgotPasswordMachine } from './forgot-password.machine'

export interface ForgotPasswordDeps {
  api: ApiClient
  /** Hands the token of the automatic sign-in to the session (`session.start`). */
  startSession: (session: { token: string; firstLogin: boolean }) => void
}

/** The forgot-password machine bound to the API and the session. */
export function provideForgotPassword({ api, startSession }: ForgotPasswordDeps) {
  return forgotPasswordMachine.provide({
    actors: {
      loadCountryCodes: fromPromise(({ signal }) => api.call(countryCodes, undefined, { signal })),
      sms: smsMachine.provide({
        actors: {
          sendCode: fromPromise(({ input, signal }) =>
            api.call(
              smsCodeNoLogin,
              { mobileNum: input.mobile, countryDialingCode: input.countryCode },
              { signal },
            ),
          ),
        },
      }),
      sendResetEmail: fromPromise(({ input, signal }) => api.call(forgotPasswordEmail, input, { signal })),
      setPassword: fromPromise(({ input, signal }) => {
        const { newPassword, verificationCode } = input
        return input.by === 'email'
          ? api.call(
              setPasswordByEmail,
              { username: input.username, newPassword, verificationCode },
              { signal },
            )
          : api.call(
              setPasswordByPhone,
              { mobileNum: input.mobileNum, newPassword, verificationCode },
              { signal },
            )
      }),
      signIn: fromPromise(({ input, signal }) => api.call(login, { ...input, type: 'username' }, { signal })),
    },
    actions: {
      startSession: (_, session) => startSession(session),
    },
  })
}
