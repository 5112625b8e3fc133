import { expect, signIn, test, visitAs } from './support'

/** Issue 18: a 360 px phone in Arabic and Traditional Chinese: nothing sideways, "18+" reads left to right. */
test('at 360 px the header fits in Arabic and Chinese, and 18+ stays 18+', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await visitAs(page, { language: 'AR' })
  await page.goto('/')
  const adult = page.locator('header [dir="ltr"]', { hasText: '18+' }).first()
  await expect(adult).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  // Left to right inside the right-to-left page: the 8 comes before the +, on screen too.
  expect(await adult.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr')
  await page.setViewportSize({ width: 360, height: 780 })
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  await expect.poll(overflow).toBeLessThanOrEqual(0)
  // Signed in the header holds more (balance, deposit, the member menu): Chinese, a member.
  const token = await signIn(baseURL ?? '', 'member01')
  await page.evaluate((stored) => {
    localStorage.setItem('lang', 'TW')
    sessionStorage.setItem('token', stored)
  }, token)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant')
  await expect(page.locator('[data-visitor-entry]')).toHaveCount(0)
  await expect(page.getByRole('banner').locator('a[href="/member/depositv2"]')).toBeVisible()
  await expect.poll(overflow).toBeLessThanOrEqual(0)
})
