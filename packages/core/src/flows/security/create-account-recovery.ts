import { createActor, fromPromise } from 'xstate'
import {
  fundPasswordResetSms,
  resetFundPassword,
  sendEmailVerification,
  verifyEmail,
} from '../../api/rows/account-recovery'
import type { EmailVerificationSent } from '../../api/schemas/account-recovery'
import type { Portal } from '../../create-portal'
import { memberFormMachine } from '../member-form/member-form.machine'
import type { FormRecord, SaveInput } from '../member-form/member-form.types'
import { smsMachine } from '../sms/sms.machine'
import { validateEmailCode, validateFundPasswordReset } from './account-recovery.rules'
import { refreshOverview, type SecurityOverviewActor } from './create-security'

/**
 * A forgotten fund password (issue 32): the SMS code sent to the bound mobile and a new fund password. The
 * number field only tells the SMS button where the member expects the code; nothing typed is kept after.
 */
export function createFundPasswordReset(portal: Portal, overview?: SecurityOverviewActor) {
  const { api } = portal.deps
  const machine = memberFormMachine.provide({
    actors: {
      save: fromPromise<unknown, SaveInput>(({ input: { fields }, signal }) =>
        api.call(
          resetFundPassword,
          {
            verificationCode: (fields.verificationCode ?? '').trim(),
            newPassword: (fields.newPassword ?? '').trim(),
            confirmNewPassword: (fields.confirmNewPassword ?? '').trim(),
          },
          { signal },
        ),
      ),
    },
    actions: { afterSave: refreshOverview(overview) },
  })
  return createActor(machine, {
    input: {
      fields: { mobileNum: '', verificationCode: '', newPassword: '', confirmNewPassword: '' },
      validate: validateFundPasswordReset,
      loads: false,
      clearOnSave: true,
    },
    ...portal.deps.actorOptions,
  })
}

/** The reset's SMS button: the shared SMS countdown flow, sending to the bound number the member typed. */
export function createFundPasswordResetSms(portal: Portal) {
  const { api } = portal.deps
  const machine = smsMachine.provide({
    actors: {
      sendCode: fromPromise(({ input, signal }) =>
        api.call(fundPasswordResetSms, { mobileNum: input.mobile }, { signal }),
      ),
    },
  })
  return createActor(machine, { input: { route: 'sms' }, ...portal.deps.actorOptions })
}

/**
 * Mail the e-mail check's code (issue 32): a form without fields whose save is the send, so a refusal (no
 * address, a code asked for within the minute) is said like any other; its record's meta is where it went.
 */
export function createEmailVerificationSend(portal: Portal) {
  const { api } = portal.deps
  const machine = memberFormMachine.provide({
    actors: {
      save: fromPromise<unknown, SaveInput>(async ({ signal }) => {
        const sent: FormRecord<EmailVerificationSent> = {
          fields: {},
          meta: await api.call(sendEmailVerification, undefined, { signal }),
        }
        return sent
      }),
    },
    actions: { afterSave: () => undefined },
  })
  return createActor(machine, {
    input: { fields: {}, validate: () => ({}), loads: false, clearOnSave: false },
    ...portal.deps.actorOptions,
  })
}

/** Confirm the e-mail with the mailed code; the security centre's summary follows. */
export function createEmailVerification(portal: Portal, overview?: SecurityOverviewActor) {
  const { api } = portal.deps
  const machine = memberFormMachine.provide({
    actors: {
      save: fromPromise<unknown, SaveInput>(({ input: { fields }, signal }) =>
        api.call(verifyEmail, { verificationCode: (fields.verificationCode ?? '').trim() }, { signal }),
      ),
    },
    actions: { afterSave: refreshOverview(overview) },
  })
  return createActor(machine, {
    input: { fields: { verificationCode: '' }, validate: validateEmailCode, loads: false, clearOnSave: true },
    ...portal.deps.actorOptions,
  })
}
