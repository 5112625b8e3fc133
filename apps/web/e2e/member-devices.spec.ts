import { endpoints } from '@portal/core'
import { apiClient, createAccount, expect, signIn, test, visitAs, withSession } from './support'

test.beforeEach(({ page }) => visitAs(page, { language: 'EN' }))

/** An account of the test's own, so signing out "all others" cannot end another test's session. */
async function twoDevices(sim: Parameters<typeof createAccount>[0], baseURL: string) {
  const account = await createAccount(sim, 'devices')
  const here = await signIn(baseURL, account)
  const elsewhere = await signIn(baseURL, account)
  return { account, here, elsewhere }
}

test('the devices page lists this device first and signs another session out; its token is refused', async ({
  page,
  baseURL,
  sim,
}) => {
  const { here, elsewhere } = await twoDevices(sim, baseURL ?? '')
  const other = apiClient(baseURL ?? '', elsewhere)
  // The second session has been used, so the simulator knows where it comes from.
  await other.call(endpoints.memberInfoV2, undefined)
  await withSession(page, here)
  await page.goto('/member/devices')

  // The page is a chunk of its own, fetched on a busy machine: the first wait allows for it.
  await expect(page.getByRole('heading', { level: 1, name: 'Devices and sessions' })).toBeVisible({
    timeout: 45_000,
  })
  const rows = page.getByRole('list', { name: 'Sessions' }).getByTestId('session')
  await expect(rows).toHaveCount(2)
  await expect(rows.first()).toContainText('This device')
  await expect(rows.first()).toContainText('Chrome')
  await expect(rows.first().getByRole('button', { name: /^Sign out/ })).toHaveCount(0)
  await expect(rows.nth(1)).toContainText('IP')
  await expect(rows.nth(1)).toContainText('Last active')
  await expect(page.getByRole('link', { name: 'Devices', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )

  await rows
    .nth(1)
    .getByRole('button', { name: /^Sign out/ })
    .click()
  await expect(rows).toHaveCount(1)
  await expect(other.call(endpoints.memberInfoV2, undefined)).rejects.toMatchObject({ kind: 'unauthorized' })
  // This device is still signed in, and a reload shows the same.
  await page.reload()
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('This device')
  await expect(page.getByRole('button', { name: 'Sign out all other sessions' })).toHaveCount(0)
})

test('sign out all other sessions ends every other token', async ({ page, baseURL, sim }) => {
  const { account, here, elsewhere } = await twoDevices(sim, baseURL ?? '')
  const third = await signIn(baseURL ?? '', account)
  await withSession(page, here)
  await page.goto('/member/devices')
  const rows = page.getByRole('list', { name: 'Sessions' }).getByTestId('session')
  await expect(rows).toHaveCount(3, { timeout: 45_000 })
  await page.getByRole('button', { name: 'Sign out all other sessions' }).click()
  await expect(rows).toHaveCount(1)
  for (const token of [elsewhere, third])
    await expect(
      apiClient(baseURL ?? '', token).call(endpoints.memberInfoV2, undefined),
    ).rejects.toMatchObject({
      kind: 'unauthorized',
    })
})

test('a failed load says so and offers a retry that works', async ({ page, baseURL, sim }) => {
  const { here } = await twoDevices(sim, baseURL ?? '')
  await withSession(page, here)
  await sim.post('/faults', { kind: 'malformed-json', path: '/wps/relay/MCSFE_getLoginSessions', times: 1 })
  await page.goto('/member/devices')
  await expect(page.getByRole('alert')).toHaveText('Your sessions could not be loaded.', { timeout: 45_000 })
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('list', { name: 'Sessions' }).getByTestId('session')).toHaveCount(2)
})
