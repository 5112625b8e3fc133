import { createSimulator, type Simulator } from '@portal/simulator'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { endpoints } from '../../api/endpoints'
import type { Portal } from '../../create-portal'
import { simulatedPortal } from '../../testing/simulated'
import type { FlowEmitted } from '../shared/emitted'
import { connectChangePassword } from './change-password.connect'
import { provideChangePassword } from './change-password.provide'
import type { ChangePasswordEvent } from './change-password.types'

/** The change-password flow against the in-process simulator, over the real ky transport and encryptor. */
let simulator: Simulator
let portal: Portal

beforeEach(() => {
  simulator = createSimulator()
})
afterEach(() => portal.actor.stop())

async function signedIn(account: string, password: string) {
  portal = simulatedPortal(simulator)
  portal.actor.start()
  const session = await waitFor(portal.actor, () => portal.session() !== undefined).then(() =>
    portal.session(),
  )
  if (!session) throw new Error('no session')
  await waitFor(session, (s) => s.matches('anonymous'))
  const { token } = await portal.api.call(endpoints.login, { username: account, password, type: 'username' })
  session.send({ type: 'session.start', token })
  await waitFor(session, (s) => s.matches('signedIn'))
  return session
}

function changePassword(knownOldPassword: string | null) {
  const actor = createActor(
    provideChangePassword({ api: portal.api, session: portal.session, events: portal.events }),
    {
      input: { knownOldPassword },
    },
  )
  const emitted: FlowEmitted[] = []
  actor.on('*', (event) => void emitted.push(event))
  return { actor: actor.start(), emitted }
}

const form = (
  oldPassword: string,
  newPassword: string,
  confirmNewPassword = newPassword,
): ChangePasswordEvent[] => [
  { type: 'changePassword.change', field: 'oldPassword', value: oldPassword },
  { type: 'changePassword.change', field: 'newPassword', value: newPassword },
  { type: 'changePassword.change', field: 'confirmNewPassword', value: confirmNewPassword },
  { type: 'changePassword.submit' },
]

describe('change password against the simulator', () => {
  test('forced change after the default password: no old password typed, member reloaded, home with a notice', async () => {
    const session = await signedIn('default01', '{secret}')
    const { actor, emitted } = changePassword('{secret}')
    expect(connectChangePassword(actor.getSnapshot()).asksOldPassword).toBe(false)
    for (const event of form('', 'Fresh5678')) actor.send(event)
    await waitFor(actor, (s) => s.status === 'done', { timeout: 5000 })
    expect(emitted).toEqual([
      { type: 'notice', code: 'password.changed' },
      { type: 'navigate', to: '/', replace: true },
    ])
    expect(session.getSnapshot().matches('loading') || session.getSnapshot().matches('signedIn')).toBe(true)
    await expect(
      portal.api.call(endpoints.login, { username: 'default01', password: 'Fresh5678', type: 'username' }),
    ).resolves.toMatchObject({ token: expect.any(String) })
  })

  test('a wrong old password is the server code; the fields stay', async () => {
    await signedIn('member01', 'Demo1234')
    const { actor } = changePassword(null)
    for (const event of form('Wrong999', 'Fresh5678')) actor.send(event)
    const view = connectChangePassword(
      await waitFor(actor, (s) => connectChangePassword(s).failure !== null, { timeout: 5000 }),
    )
    expect(view).toMatchObject({
      status: 'editing',
      canSubmit: true,
      failure: { code: 'wrong_old_password', kind: 'business' },
      fields: { oldPassword: 'Wrong999', newPassword: 'Fresh5678', confirmNewPassword: 'Fresh5678' },
    })
  })

  test('form problems are codes and make no call', async () => {
    await signedIn('member01', 'Demo1234')
    const { actor } = changePassword(null)
    for (const event of form(' ', 'abc', 'abd')) actor.send(event)
    expect(connectChangePassword(actor.getSnapshot()).fieldErrors).toEqual({
      oldPassword: { code: 'required' },
      newPassword: { code: 'password', min: 6, max: 20 },
      confirmNewPassword: { code: 'mismatch' },
    })
  })
})
