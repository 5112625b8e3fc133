import { createSimulator } from '@portal/simulator'
import { afterEach, describe, expect, test } from 'vitest'
import type { Portal } from '../create-portal'
import { simulatedPortal } from '../testing/simulated'
import { SignInError, signIn, signOut } from './sign-in'
import { FlowTimeoutError, waitForFlow } from './wait-for-flow'

/** The helpers against the in-process simulator, on a portal built as the app builds it. */
let portal: Portal
afterEach(() => portal.actor.stop())

function startedPortal(): Portal {
  portal = simulatedPortal(createSimulator())
  portal.actor.start()
  return portal
}

async function signInError(promise: Promise<unknown>): Promise<SignInError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(SignInError)
  return error as SignInError
}

describe('signIn and signOut', () => {
  test('resolve with the signed-in member, then leave the session anonymous', async () => {
    const member = await signIn(startedPortal(), { username: 'member01', password: 'Demo1234' })
    expect(member.account).toBe('member01')
    expect(portal.session()?.getSnapshot().matches('signedIn')).toBe(true)
    await signOut(portal)
    expect(portal.session()?.getSnapshot().matches('anonymous')).toBe(true)
    expect(portal.session()?.getSnapshot().context.member).toBeNull()
  })

  test('a wrong password rejects with the login flow’s failure code', async () => {
    const error = await signInError(signIn(startedPortal(), { username: 'member01', password: 'Wrong999' }))
    expect(error.code).toBe('wrong_credentials')
    expect(portal.session()?.getSnapshot().matches('anonymous')).toBe(true)
  })

  test('input the form refuses rejects with invalid_fields and the field errors, sending nothing', async () => {
    const error = await signInError(signIn(startedPortal(), { username: 'member01', password: '' }))
    expect(error.code).toBe('invalid_fields')
    expect(Object.keys(error.fieldErrors)).toEqual(['password'])
  })

  test('an account on its default password rejects with password_change_required', async () => {
    const error = await signInError(signIn(startedPortal(), { username: 'default01', password: '{secret}' }))
    expect(error.code).toBe('password_change_required')
  })
})

describe('waitForFlow', () => {
  test('resolves with the snapshot once the flow is in the state, given as a value or a predicate', async () => {
    startedPortal()
    const running = await waitForFlow(portal.actor, 'running')
    expect(running.matches('running')).toBe(true)
    const same = await waitForFlow(portal.actor, (snapshot) => snapshot.matches('running'))
    expect(same.value).toEqual(running.value)
  })

  test('rejects with FlowTimeoutError naming the flow when the state never comes', async () => {
    startedPortal()
    const error = await waitForFlow(portal.actor, 'nowhere', { timeout: 50 }).catch(
      (reason: unknown) => reason,
    )
    expect(error).toBeInstanceOf(FlowTimeoutError)
    expect(error).toMatchObject({ flow: portal.actor.id, timeoutMs: 50 })
  })
})
