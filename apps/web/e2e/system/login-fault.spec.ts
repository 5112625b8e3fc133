import { expect, test, visitAs } from '../support'

// Switches the shared simulator's world (a fault on the login call): runs after the other tests, one at a time.
test.describe.configure({ mode: 'serial' })
test.beforeEach(({ page }) => visitAs(page, { language: 'EN' }))
test.setTimeout(60_000)

test('a dropped login call says the network link is abnormal, and trying again signs in', async ({
  page,
}) => {
  await page.goto('/login')
  await page.getByRole('textbox', { name: 'Username' }).fill('member01')
  await page.getByLabel('Password', { exact: true }).fill('Demo1234')
  await page.getByRole('checkbox', { name: /18 or older/ }).check()
  const fault = await page.request.post('/__sim/faults', {
    data: { kind: 'drop', path: '/wps/session/login', times: 1 },
  })
  expect(fault.ok()).toBe(true)
  await page.getByRole('button', { name: 'Log in' }).click()
  // Through the dev server's proxy the broken body may only end with the call's 15-second budget.
  await expect(page.getByRole('alert')).toHaveText('Network link is abnormal, please try again', {
    timeout: 20_000,
  })
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Demo1234')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 })
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy()
})
