import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import type { Portal } from '../../create-portal'
import { signedInPortal } from '../../testing/simulated'
import { connectMemberForm } from '../member-form/member-form.connect'
import { createProfile } from '../profile/create-profile'
import { connectProfile } from '../profile/profile.connect'
import { createFundPassword, createSecurityOverview } from './create-security'
import { connectSecurity } from './security.connect'

/** The security centre and the profile against the in-process simulator: what is saved is what loads next. */
let portal: Portal | undefined
afterEach(() => portal?.actor.stop())

/** Starts an actor and hands it back (XState's `start` answers nothing). */
function started<T extends { start(): void }>(actor: T): T {
  actor.start()
  return actor
}

const loadedProfile = (actor: ReturnType<typeof createProfile>) =>
  waitFor(actor, (s) => s.matches('editing'), { timeout: 5000 })

describe('security centre against the simulator', () => {
  test('a member without a fund password sets one; the checklist and score follow', async () => {
    portal = await signedInPortal('newbie01')
    const overview = started(createSecurityOverview(portal))
    const before = connectSecurity(await waitFor(overview, (s) => s.matches('loaded'), { timeout: 5000 }))
    expect(before.checks.find((check) => check.item === 'fundPassword')?.done).toBe(false)

    const form = started(createFundPassword(portal, 'set', overview))
    form.send({ type: 'form.change', field: 'newPassword', value: '12345' })
    form.send({ type: 'form.submit' })
    expect(connectMemberForm(form.getSnapshot()).fieldErrors.newPassword).toEqual({
      code: 'pattern.6',
      min: 6,
      max: 6,
    })
    expect(connectMemberForm(form.getSnapshot()).fieldErrors.loginPassword).toEqual({ code: 'required' })
    form.send({ type: 'form.change', field: 'newPassword', value: '246810' })
    form.send({ type: 'form.change', field: 'confirmNewPassword', value: '246810' })
    // The step-up (issue 31): a wrong login password is the platform's refusal, pinned on its field.
    form.send({ type: 'form.change', field: 'loginPassword', value: 'Wrong999' })
    form.send({ type: 'form.submit' })
    const refused = await waitFor(form, (s) => s.matches('editing') && s.context.failure !== null, {
      timeout: 5000,
    })
    expect(connectMemberForm(refused).fieldFailure).toMatchObject({
      field: 'loginPassword',
      failure: { code: 'wrong_login_password' },
    })
    form.send({ type: 'form.change', field: 'loginPassword', value: 'Demo1234' })
    form.send({ type: 'form.submit' })
    const saved = await waitFor(form, (s) => s.matches('editing') && s.context.saved, { timeout: 5000 })
    expect(saved.context.fields).toEqual({ loginPassword: '', newPassword: '', confirmNewPassword: '' })
    const after = await waitFor(
      overview,
      (s) => connectSecurity(s).checks.find((check) => check.item === 'fundPassword')?.done === true,
      { timeout: 5000 },
    )
    expect(connectSecurity(after).score).toBeGreaterThan(before.score)
  })

  test('a wrong current fund password is refused beside that field, nothing typed lost', async () => {
    portal = await signedInPortal('member01')
    const form = started(createFundPassword(portal, 'change'))
    const typed = { oldPassword: '000000', newPassword: '135790', confirmNewPassword: '135790' }
    for (const [field, value] of Object.entries(typed)) form.send({ type: 'form.change', field, value })
    form.send({ type: 'form.submit' })
    const refused = await waitFor(form, (s) => s.matches('editing') && s.context.failure !== null, {
      timeout: 5000,
    })
    const view = connectMemberForm(refused)
    expect(view.fieldFailure).toMatchObject({
      field: 'oldPassword',
      failure: { code: 'wrong_fund_password' },
    })
    expect(view.fields.newPassword).toBe('135790')
  })
})

describe('profile against the simulator', () => {
  test('loads the fields the white label offers, saves them, and locks the real name once set', async () => {
    portal = await signedInPortal('agent01')
    const profile = started(createProfile(portal))
    const first = connectProfile(await loadedProfile(profile))
    expect(first.meta?.visible).toEqual([
      'nickname',
      'payeeName',
      'birthday',
      'email',
      'whatsapp',
      'telegram',
    ])
    expect(first.meta?.realNameLocked).toBe(false)

    profile.send({ type: 'form.change', field: 'birthday', value: '1990-02-30' })
    profile.send({ type: 'form.submit' })
    expect(connectProfile(profile.getSnapshot()).fieldErrors.birthday?.code).toBe('pattern.11')

    profile.send({ type: 'form.change', field: 'birthday', value: '1990-02-28' })
    profile.send({ type: 'form.change', field: 'payeeName', value: 'Chen Wei' })
    profile.send({ type: 'form.submit' })
    const saved = await waitFor(profile, (s) => s.matches('editing') && s.context.saved, { timeout: 5000 })
    const view = connectProfile(saved)
    expect(view.meta?.realNameLocked).toBe(true)
    expect(view.fields.birthday).toBe('1990-02-28')

    const again = started(createProfile(portal))
    expect(connectProfile(await loadedProfile(again)).fields.payeeName).toBe('Chen Wei')
  })
})
