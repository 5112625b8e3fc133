import { expect, signIn, test, visitAs, withSession } from './support'

test.beforeEach(({ page }) => visitAs(page, { language: 'EN' }))
// Popups, panels and the member panel are chunks of their own, compiled on first use by the dev server.
const lazy = { timeout: 15_000 }
test.setTimeout(60_000)

test('a visitor sent to the agent centre signs in on the agent login and lands on /agentHome', async ({
  page,
}) => {
  await page.goto('/agentHome')
  await expect(page).toHaveURL(/\/login\?audience=agent&next=%2FagentHome&reason=signInRequired$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Agent login' })).toBeVisible()
  await expect(page.getByText('Please log in first.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Agent login' })).toHaveAttribute('aria-current', 'page')
  await page.getByRole('textbox', { name: 'Username' }).fill('agent01')
  await page.getByLabel('Password', { exact: true }).fill('Demo1234')
  await page.getByRole('checkbox', { name: /18 or older/ }).check()
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/agentHome$/, lazy)
  await expect(page.getByRole('heading', { level: 1, name: 'Agent centre' })).toBeVisible(lazy)
})

test('a member is refused on the agent login with the translated message, the form kept', async ({
  page,
}) => {
  await page.goto('/login?audience=agent')
  await page.getByRole('textbox', { name: 'Username' }).fill('member01')
  await page.getByLabel('Password', { exact: true }).fill('Demo1234')
  await page.getByRole('checkbox', { name: /18 or older/ }).check()
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('alert')).toHaveText('Non-agents cannot log in', lazy)
  await expect(page).toHaveURL(/\/login\?audience=agent$/)
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('member01')
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull()
})

test('the member and agent logins link to each other', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
  await page.getByRole('link', { name: 'Agent login' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Agent login' })).toBeVisible()
  await page.getByRole('link', { name: 'Member login' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
})

test('a signed-in member who is not an agent is told the agent centre is for agents', async ({
  page,
  baseURL,
}) => {
  await withSession(page, await signIn(baseURL ?? '', 'member01'))
  await page.goto('/agentHome')
  const dialog = page.getByRole('dialog', { name: 'Agents only' })
  await expect(dialog).toBeVisible(lazy)
  await expect(page).toHaveURL(/\/$/)
  await dialog.getByRole('button', { name: 'OK' }).click()
  await expect(page.getByRole('dialog', { name: 'Agents only' })).toHaveCount(0)
})

test('a signed-in agent enters the agent centre', async ({ page, baseURL }) => {
  await withSession(page, await signIn(baseURL ?? '', 'agent01'))
  await page.goto('/agentHome')
  await expect(page.getByRole('heading', { level: 1, name: 'Agent centre' })).toBeVisible(lazy)
})
