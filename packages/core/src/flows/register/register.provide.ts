import * as v from 'valibot'
import { fromPromise } from 'xstate'
import type { ApiClient } from '../../api/client'
import {
  affiliateCheck,
  captcha,
  countryCodes,
  login,
  registerMember,
  registerMobile,
  registerSettings,
  smsCodeRegister,
} from '../../api/endpoints'
import type { RegisterRules } from '../../api/schemas/system'
import { cachedCall } from '../../catalogue/session-cache'
import type { BotCheck, KeyValueStore, PhoneAuth } from '../../ports'
import { captchaMachine } from '../login/captcha.machine'
import { smsMachine } from '../sms/sms.machine'
import { registerMachine } from './register.machine'
import { registerSubmitMachine } from './register-submit.machine'

export interface RegisterDeps {
  api: ApiClient
  /** Hands the new member's token to the session (`session.start`). */
  startSession: (session: { token: string; firstLogin: boolean }) => void
  /** Session storage: the registration rules are cached here for the visit (spec §4 "Caching"). */
  sessionStore: KeyValueStore
  botCheck: BotCheck
  /** Needed when the machine's input turns the phone-authentication route on. */
  phoneAuth?: PhoneAuth
}

/** Session-store key of the cached registration rules. */
export const registerRulesCacheKey = 'registerRules'

const tokenAnswerSchema = v.object({ token: v.pipe(v.string(), v.nonEmpty()) })

/** The cached rules if they still read as rules, else the server's (then cached). */
function registrationRules(deps: RegisterDeps, signal: AbortSignal): Promise<RegisterRules> {
  return cachedCall(deps, registerRulesCacheKey, registerSettings, undefined, { signal })
}

/**
 * The SMS button of registration: with a phone-auth port, the code goes through that service to '+' dialing
 * code and number (spec §7); without, `smsCodeRegister` with a bot-check result.
 */
export function provideRegisterSms(deps: RegisterDeps) {
  const { api, botCheck, phoneAuth } = deps
  return smsMachine.provide({
    actors: {
      sendCode: fromPromise(async ({ input, signal }) => {
        if (phoneAuth) return phoneAuth.sendCode(`+${input.countryCode}${input.mobile}`, signal)
        const botToken = await botCheck.verify('sms', signal)
        return api.call(
          smsCodeRegister,
          { mobileNo: input.mobile, countryDialingCode: input.countryCode, botToken },
          { signal },
        )
      }),
    },
  })
}

/**
 * The register machine bound to the API, the session and the ports. The phone-auth route is on when the
 * machine's input says `phoneAuth: true`; give `deps.phoneAuth` exactly then.
 */
export function provideRegister(deps: RegisterDeps) {
  const { api, botCheck, phoneAuth } = deps
  return registerMachine.provide({
    actors: {
      loadSettings: fromPromise(async ({ signal }) => {
        // Without the list the user types the dialing code; the rules are what the form cannot do without.
        const [rules, codes] = await Promise.all([
          registrationRules(deps, signal),
          api.call(countryCodes, undefined, { signal }).catch(() => []),
        ])
        return { rules, countryCodes: codes }
      }),
      sms: provideRegisterSms(deps),
      captcha: captchaMachine.provide({
        actors: { loadCaptcha: fromPromise(({ signal }) => api.call(captcha, undefined, { signal })) },
      }),
      submit: registerSubmitMachine.provide({
        actors: {
          checkAffiliate: fromPromise(({ input, signal }) => api.call(affiliateCheck, input, { signal })),
          botCheck: fromPromise(({ signal }) => botCheck.verify('register', signal)),
          confirmPhone: fromPromise(async ({ input, signal }) => {
            if (!phoneAuth) throw { code: 'operation-not-allowed' }
            await phoneAuth.confirm(input.verificationId, input.code, signal)
          }),
          register: fromPromise(async ({ input, signal }) => {
            const row = input.mode === 'register' ? registerMember : registerMobile
            const answer = await api.call(row, input.request, { signal })
            // The contract leaves the answer open; a token in it means the server signed the member in.
            const signedIn = v.safeParse(tokenAnswerSchema, answer)
            return { token: signedIn.success ? signedIn.output.token : null }
          }),
          signIn: fromPromise(({ input, signal }) =>
            api.call(login, { ...input, type: 'username' }, { signal }),
          ),
        },
      }),
    },
    actions: {
      startSession: (_, session) => deps.startSession(session),
    },
  })
}
