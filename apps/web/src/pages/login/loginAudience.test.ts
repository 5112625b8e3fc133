import { expect, test } from 'vitest'
import { isSignInRequired, signInRequiredHref } from '../../components/flow/returnAfterLogin'
import { landingAfterLogin } from './loginAudience'

test('a page that needs a session sends the visitor to the login page that says why, and back afterwards', () => {
  const href = signInRequiredHref('/lottery?gameCode=TCG_FFC')
  const search = href.slice(href.indexOf('?'))
  expect(isSignInRequired(search)).toBe(true)
  expect(landingAfterLogin('/', search)).toBe('/lottery?gameCode=TCG_FFC')
})

test('the visitor’s own visit to /login says nothing and lands where the flow says', () => {
  expect(isSignInRequired('')).toBe(false)
  expect(isSignInRequired('?next=%2FpointMall')).toBe(false)
  expect(landingAfterLogin('/', '')).toBe('/')
  expect(landingAfterLogin('/changePassword', '?next=%2Fmember')).toBe('/changePassword')
})

test('an agent goes back only to a page of the agent centre; no address leaves the site', () => {
  const agentSearch = (path: string) => signInRequiredHref(path, 'agent').slice('/login'.length)
  expect(landingAfterLogin('/agentHome', agentSearch('/agentHome/teamReport'))).toBe('/agentHome/teamReport')
  expect(landingAfterLogin('/agentHome', agentSearch('/member/profile'))).toBe('/agentHome')
  expect(landingAfterLogin('/', '?next=%2F%2Fevil.example')).toBe('/')
})
