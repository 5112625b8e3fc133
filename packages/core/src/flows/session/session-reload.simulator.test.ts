import { afterEach, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import type { Portal, SessionActor } from '../../create-portal'
import { signedInPortal } from '../../testing/simulated'
import { createProfile } from '../profile/create-profile'

/**
 * The session owns who the member is: a profile saved elsewhere is announced (`member.changed`) and the session
 * loads member info again, once, on its own; no flow tells it to.
 */
let portal: Portal | undefined
afterEach(() => portal?.stop())

/** How many times the session went back to load the member. */
function loadsOf(session: SessionActor) {
  let loads = 0
  session.subscribe((snapshot) => {
    if (snapshot.matches('loading')) loads += 1
  })
  return () => loads
}

test('a saved nickname reaches the session: it reloads the member once, and the header has the new name', async () => {
  portal = await signedInPortal('agent01')
  const session = portal.session() as SessionActor
  const loads = loadsOf(session)
  const profile = createProfile(portal).start()
  await waitFor(profile, (s) => s.matches('editing'), { timeout: 5000 })
  profile.send({ type: 'form.change', field: 'nickname', value: 'Lucky Chen' })
  profile.send({ type: 'form.submit' })
  await waitFor(profile, (s) => s.matches('editing') && s.context.saved, { timeout: 5000 })
  const reloaded = await waitFor(
    session,
    (s) => s.matches('signedIn') && s.context.member?.nickname === 'Lucky Chen',
    {
      timeout: 5000,
    },
  )
  expect(reloaded.context.member?.nickname).toBe('Lucky Chen')
  expect(loads()).toBe(1)
  profile.stop()
})

test('an announcement after the member signed out reaches no session', async () => {
  portal = await signedInPortal('agent01')
  const session = portal.session() as SessionActor
  session.send({ type: 'logout.request' })
  session.send({ type: 'logout.confirm' })
  await waitFor(session, (s) => s.matches('anonymous'), { timeout: 5000 })
  const loads = loadsOf(session)
  portal.events.announce({ type: 'member.changed', cause: 'profile' })
  expect([session.getSnapshot().value, loads()]).toEqual(['anonymous', 0])
})
