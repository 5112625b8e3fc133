import type { Locator } from '@playwright/test'
import { endpoints } from '@portal/core'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { apiClient, expect, test, visitAs } from './support'

const lazy = { timeout: 15_000 }
test.setTimeout(60_000)

/** Decodes a QR code from what the page shows: a screenshot of its white frame (the code's quiet zone). */
async function decode(code: Locator): Promise<string | null> {
  await expect(code).toBeVisible(lazy)
  // The code is drawn after the QR library arrives; wait until its canvas has dark pixels.
  await expect
    .poll(() =>
      code.evaluate((canvas: HTMLCanvasElement) => {
        const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? []
        for (let index = 0; index < data.length; index += 4) if ((data[index] ?? 255) < 64) return true
        return false
      }),
    )
    .toBe(true)
  await code.page().waitForTimeout(300) // the favicon is drawn over the middle once decoded
  const png = PNG.sync.read(await code.locator('..').screenshot())
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null
}

test('the download page’s QR codes decode to the iOS profile and Android resources', async ({
  page,
  baseURL,
}) => {
  const status = await apiClient(baseURL ?? '').call(endpoints.systemStatus, {})
  const url = (type: string) => status.info.resources.find((resource) => resource.resourceType === type)?.url
  const ios = url('MOBILECONFIG')
  const android = url('ANDROID')
  expect(ios).toBeTruthy()
  expect(android).toBeTruthy()

  await visitAs(page, { language: 'EN' })
  await page.goto('/down')
  expect(await decode(page.getByRole('img', { name: 'QR code: iOS app' }))).toBe(ios)
  expect(await decode(page.getByRole('img', { name: 'QR code: Android app' }))).toBe(android)
  expect(await decode(page.getByRole('img', { name: 'QR code: Web app' }))).toBe(android)

  // Each code's short link opens its resource.
  const links = page.locator('figure a[href]')
  await expect(links).toHaveCount(3)
  await expect(links.nth(0)).toHaveAttribute('href', ios ?? '')
  await expect(links.nth(1)).toHaveAttribute('href', android ?? '')
})

test('the install guide starts on iOS with five steps, Android has three', async ({ page }) => {
  await visitAs(page, { language: 'EN' })
  await page.goto('/down')
  await page.getByRole('button', { name: 'How to install' }).click()
  const guide = page.getByRole('dialog', { name: 'How to install' })
  await expect(guide.getByRole('tab', { name: 'iOS' })).toHaveAttribute('aria-selected', 'true')
  await expect(guide.getByRole('button', { name: /^Slide \d of 5$/ })).toHaveCount(5)
  await guide.getByRole('button', { name: 'Next' }).click()
  await expect(guide.getByRole('button', { name: 'Slide 2 of 5' })).toHaveAttribute('aria-current', 'true')
  await guide.getByRole('tab', { name: 'Android' }).click()
  await expect(guide.getByRole('button', { name: /^Slide \d of 3$/ })).toHaveCount(3)
})
