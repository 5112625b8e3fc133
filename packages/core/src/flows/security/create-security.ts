import { type ActorRefFrom, createActor, fromPromise } from 'xstate'
import { changeWithdrawPassword, securityConfig, setWithdrawPassword } from '../../api/endpoints'
import { bindMobileSms, bindMobileVerify } from '../../api/rows/member'
import { resourceMachine } from '../../catalogue/resource.machine'
import type { Portal } from '../../create-portal'
import { memberFormMachine } from '../member-form/member-form.machine'
import type { FormFields, SaveInput } from '../member-form/member-form.types'
import { smsMachine } from '../sms/sms.machine'
import { validateBindMobile, validateFundPassword } from './security.rules'

export type SecurityOverviewActor = ActorRefFrom<typeof resourceMachine>

/** The security centre's summary: what is set. The forms below it refresh it after each save. */
export function createSecurityOverview(portal: Portal): SecurityOverviewActor {
  const { api } = portal.deps
  const machine = resourceMachine.provide({
    actors: {
      load: fromPromise<unknown, { refresh: boolean }>(({ signal }) =>
        api.call(securityConfig, undefined, { signal }),
      ),
    },
  })
  return createActor(machine, portal.deps.actorOptions)
}

/** Tells the security centre's summary to load again after a form saved. */
export const refreshOverview = (overview: SecurityOverviewActor | undefined) => () =>
  overview?.send({ type: 'resource.refresh' })

/**
 * Set the fund password (none yet: the login password is the step-up, issue 31) or change it (the current one
 * asked). Nothing typed is kept after.
 */
export function createFundPassword(portal: Portal, mode: 'set' | 'change', overview?: SecurityOverviewActor) {
  const { api } = portal.deps
  const fields: FormFields =
    mode === 'set'
      ? { loginPassword: '', newPassword: '', confirmNewPassword: '' }
      : { oldPassword: '', newPassword: '', confirmNewPassword: '' }
  const machine = memberFormMachine.provide({
    actors: {
      save: fromPromise<unknown, SaveInput>(({ input: { fields: input }, signal }) => {
        const newPassword = (input.newPassword ?? '').trim()
        const confirmNewPassword = (input.confirmNewPassword ?? '').trim()
        return mode === 'set'
          ? api.call(
              setWithdrawPassword,
              { newPassword, confirmNewPassword, loginPassword: input.loginPassword ?? '' },
              { signal },
            )
          : api.call(
              changeWithdrawPassword,
              { oldPassword: input.oldPassword ?? '', newPassword, confirmNewPassword },
              { signal },
            )
      }),
    },
    actions: { afterSave: refreshOverview(overview) },
  })
  return createActor(machine, {
    input: { fields, validate: validateFundPassword, loads: false, clearOnSave: true },
    ...portal.deps.actorOptions,
  })
}

/** Bind or change the mobile number with the code sent to it. */
export function createBindMobile(portal: Portal, overview?: SecurityOverviewActor) {
  const { api } = portal.deps
  const machine = memberFormMachine.provide({
    actors: {
      save: fromPromise<unknown, SaveInput>(({ input: { fields: input }, signal }) =>
        api.call(
          bindMobileVerify,
          {
            mobileNum: (input.mobileNum ?? '').trim(),
            countryDialingCode: (input.countryDialingCode ?? '').trim(),
            verificationCode: (input.verificationCode ?? '').trim(),
          },
          { signal },
        ),
      ),
    },
    actions: { afterSave: refreshOverview(overview) },
  })
  return createActor(machine, {
    input: {
      fields: { countryDialingCode: '84', mobileNum: '', verificationCode: '' },
      validate: validateBindMobile,
      loads: false,
      clearOnSave: true,
    },
    ...portal.deps.actorOptions,
  })
}

/** The SMS button of the mobile binding: the shared SMS countdown flow, sending through `bindMobileSms`. */
export function createBindMobileSms(portal: Portal) {
  const { api } = portal.deps
  const machine = smsMachine.provide({
    actors: {
      sendCode: fromPromise(({ input, signal }) =>
        api.call(
          bindMobileSms,
          { mobileNum: input.mobile, countryDialingCode: input.countryCode },
          { signal },
        ),
      ),
    },
  })
  return createActor(machine, { input: { route: 'sms' }, ...portal.deps.actorOptions })
}
