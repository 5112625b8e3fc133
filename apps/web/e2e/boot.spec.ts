import { expect, test } from '@playwright/test'

test('the portal boots against the simulator', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Portal' })).toBeVisible()
  const status = await page.request.get('/wps/system/status')
  expect((await status.json()).success).toBe(true)
})
