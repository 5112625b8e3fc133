import { createSimulator } from '@portal/simulator'
import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import { endpoints } from '../../api/endpoints'
import type { Portal } from '../../create-portal'
import { signInAs, simulatedPortal, simulatorDev } from '../../testing/simulated'
import { connectMemberForm } from '../member-form/member-form.connect'
import { connectSms } from '../sms/sms.connect'
import {
  createEmailVerification,
  createEmailVerificationSend,
  createFundPasswordReset,
  createFundPasswordResetSms,
} from './create-account-recovery'
import { createSecurityOverview } from './create-security'

/** Account recovery (issue 32) against the in-process simulator: the forms as the security centre runs them. */
let portal: Portal | undefined
afterEach(() => portal?.actor.stop())

function started<T extends { start(): void }>(actor: T): T {
  actor.start()
  return actor
}

async function signedIn(account: string) {
  const simulator = createSimulator()
  portal = simulatedPortal(simulator)
  portal.actor.start()
  await signInAs(portal, account)
  return { portal, sim: simulatorDev(simulator) }
}

const settledForm = (form: ReturnType<typeof createFundPasswordReset>) =>
  waitFor(form, (s) => s.matches('editing') && (s.context.saved || s.context.failure !== null), {
    timeout: 5000,
  })

describe('fund password reset against the simulator', () => {
  test('an SMS code to the bound mobile sets a new fund password; a wrong code is said beside its field', async () => {
    const { portal, sim } = await signedIn('mobile01')
    const sms = started(createFundPasswordResetSms(portal))
    sms.send({ type: 'sms.send', mobile: '912345679', countryCode: '84' })
    await waitFor(sms, (s) => connectSms(s).failure !== null, { timeout: 5000 })
    expect(connectSms(sms.getSnapshot()).failure).toMatchObject({ code: 'mobile_mismatch' })

    const again = started(createFundPasswordResetSms(portal))
    again.send({ type: 'sms.send', mobile: '912345678', countryCode: '84' })
    await waitFor(again, (s) => s.matches('coolingDown'), { timeout: 5000 })
    const code = await sim.smsCode('912345678')

    const form = started(createFundPasswordReset(portal))
    form.send({ type: 'form.submit' })
    expect(connectMemberForm(form.getSnapshot()).fieldErrors).toMatchObject({
      verificationCode: { code: 'required' },
      newPassword: { code: 'required' },
    })
    const typed = { verificationCode: code === '000000' ? '000001' : '000000', newPassword: '975310' }
    for (const [field, value] of Object.entries({ ...typed, confirmNewPassword: '975310' }))
      form.send({ type: 'form.change', field, value })
    form.send({ type: 'form.submit' })
    const refused = connectMemberForm(await settledForm(form))
    expect(refused.fieldFailure).toMatchObject({
      field: 'verificationCode',
      failure: { code: 'wrong_sms_code', attemptsLeft: 4 },
    })
    expect(refused.fields.newPassword).toBe('975310')

    form.send({ type: 'form.change', field: 'verificationCode', value: code })
    form.send({ type: 'form.submit' })
    const saved = await waitFor(form, (s) => s.matches('editing') && s.context.saved, { timeout: 5000 })
    expect(Object.values(saved.context.fields).every((value) => value === '')).toBe(true)
    // The new fund password is the one a step-up now takes.
    const card = { bankCode: 'CTBC', cardNumber: '4111111111111111', realName: 'Chen Wei' }
    const cards = await portal.api.call(endpoints.addBankCard, { ...card, paymentPassword: '975310' })
    expect(cards.cards.length).toBeGreaterThan(0)
  })
})

describe('e-mail verification against the simulator', () => {
  test('a mailed code verifies the address; the security summary says so', async () => {
    const { portal, sim } = await signedIn('member01')
    const overview = started(createSecurityOverview(portal))
    const send = started(createEmailVerificationSend(portal))
    send.send({ type: 'form.submit' })
    const sent = await waitFor(send, (s) => s.matches('editing') && s.context.saved, { timeout: 5000 })
    expect(sent.context.meta).toEqual({ expiredMinutes: 10, email: 'me****@example.com' })
    send.send({ type: 'form.submit' })
    const throttled = await waitFor(send, (s) => s.matches('editing') && s.context.failure !== null, {
      timeout: 5000,
    })
    expect(throttled.context.failure).toMatchObject({ code: 'too_many_requests' })

    const mails = await sim.get<{ account: string; code: string }[]>('/mail-outbox')
    const code = mails.findLast((mail) => mail.account === 'member01')?.code ?? ''
    const verify = started(createEmailVerification(portal, overview))
    verify.send({ type: 'form.change', field: 'verificationCode', value: '12' })
    verify.send({ type: 'form.submit' })
    expect(connectMemberForm(verify.getSnapshot()).fieldErrors.verificationCode?.code).toBe('pattern.6')
    verify.send({ type: 'form.change', field: 'verificationCode', value: code })
    verify.send({ type: 'form.submit' })
    await waitFor(verify, (s) => s.matches('editing') && s.context.saved, { timeout: 5000 })
    await waitFor(
      overview,
      (s) => (s.context.data as { emailVerified?: boolean } | null)?.emailVerified === true,
      { timeout: 5000 },
    )
  })
})
