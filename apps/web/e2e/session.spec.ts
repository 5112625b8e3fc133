import { expect, signIn, test, visitAs, withSession } from './support'

test('a session the server no longer knows ends with a translated notice, and the visitor is anonymous', async ({
  page,
  baseURL,
  request,
}) => {
  const token = await signIn(baseURL ?? '', 'member01')
  // Signed out elsewhere: the stored token is dead when the page comes back.
  await request.delete('/wps/session/logout', { headers: { 'X-Session-Token': token } })
  await visitAs(page, { language: 'EN' })
  await withSession(page, token)
  await page.goto('/')
  const notifications = page.getByRole('region', { name: 'Notifications' })
  await expect(notifications).toContainText('Your session has ended. Please log in again.')
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible()
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull()
  await page.getByRole('button', { name: 'Close' }).click()
  await expect(notifications).toBeEmpty()
})
