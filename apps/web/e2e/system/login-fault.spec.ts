import { expect, test, visitAs } from '../support'

// A fault on the login call of the worker's own simulator (reset after the test).
test.beforeEach(({ page }) => visitAs(page, { language: 'EN' }))

test('a dropped login call says the network link is abnormal, and trying again signs in', async ({
  page,
  sim,
}) => {
  await page.goto('/login')
  await page.getByRole('textbox', { name: 'Username' }).fill('member01')
  await page.getByLabel('Password', { exact: true }).fill('Demo1234')
  await page.getByRole('checkbox', { name: /18 or older/ }).check()
  await sim.post('/faults', { kind: 'drop', path: '/wps/session/login', times: 1 })
  await page.getByRole('button', { name: 'Log in' }).click()
  // The connection is cut mid-answer and the proxy passes the cut on: the message comes at once, not after the
  // call's 15-second budget.
  await expect(page.getByRole('alert')).toHaveText('Network link is abnormal, please try again')
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Demo1234')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy()
})
