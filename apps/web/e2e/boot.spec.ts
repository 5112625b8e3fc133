import { expect, test, visitAs } from './support'

test('a first visit renders the home page in the brand default language (TW)', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant')
  await expect(
    page.getByRole('navigation', { name: '遊戲' }).getByRole('link', { name: '首頁' }),
  ).toBeVisible()
})

test.describe('in English', () => {
  test.beforeEach(({ page }) => visitAs(page, { language: 'EN' }))

  test('normal boot renders the home page chrome', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible()
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'NovaPlay' })).toHaveAttribute('href', '/')
    await expect(
      header.getByRole('navigation', { name: 'Games' }).getByRole('link', { name: 'Home' }),
    ).toBeVisible()
    await expect(header.getByRole('navigation', { name: 'Utility' }).getByRole('link')).toHaveText([
      'Promotions',
      'Join us',
      'Sponsor',
      'App download',
    ])
    await expect(header.getByRole('combobox', { name: 'Language' })).toHaveValue('EN')
    await expect(header.getByRole('button', { name: 'Switch to light theme' })).toBeVisible()
    await expect(page.getByRole('complementary', { name: 'Quick links' })).toBeVisible()
    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText('You must be 18 or older to play.')
    await expect(footer).toContainText('© 2018-2024 NovaPlay. All rights reserved.')
  })

  test('switching to Chinese translates the page and remembers the previous language', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('combobox', { name: 'Language' }).selectOption('CN')
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans')
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    await expect(page.getByRole('heading', { level: 2, name: '娱乐场', exact: true })).toBeVisible()
    expect(
      await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')]),
    ).toEqual(['CN', 'EN'])
    await page.reload()
    await expect(page.getByRole('heading', { level: 2, name: '娱乐场', exact: true })).toBeVisible()
  })

  test('switching to Arabic lays the page out right to left', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('combobox', { name: 'Language' }).selectOption('AR')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 2, name: 'الكازينو', exact: true })).toBeVisible()
    // Logical properties put the side bar at the inline end, which is the left in Arabic.
    const box = await page.getByRole('complementary', { name: 'روابط سريعة' }).boundingBox()
    expect(box?.x).toBeLessThan(100)
  })

  test('the theme choice survives a reload', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await page.getByRole('button', { name: 'Switch to light theme' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#f4f3fb')
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#f4f3fb')
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible()
  })
})
