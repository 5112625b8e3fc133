import type { Page } from '@playwright/test'
import { seriousViolations } from './axe'
import { expect, test, visitAs } from './support'

test.beforeEach(({ page }) => visitAs(page, { language: 'EN' }))
// Popups, panels and the member panel are chunks of their own, compiled on first use by the dev server.
const lazy = { timeout: 15_000 }
test.setTimeout(60_000)

const desktop = { width: 1366, height: 900 }
const phone = { width: 390, height: 844 }

/** The logged-out header's inline form, once its chunk has arrived. */
async function headerForm(page: Page) {
  const form = page.getByRole('banner').getByRole('form', { name: 'Log in' })
  await expect(form).toBeVisible(lazy)
  return form
}

test.describe('the header on wide screens', () => {
  test.use({ viewport: desktop })

  /**
   * The header's inline form in one page, one behaviour a step, ending signed in: the register link (its popup
   * closed by the back button), a refused password, then a sign-in that stays home.
   */
  test('the header form: register, a wrong password, then a sign-in that stays home', async ({ page }) => {
    await page.goto('/')
    const form = await headerForm(page)

    await test.step('Register in the header opens the register popup', async () => {
      await form.getByRole('link', { name: 'Register' }).click()
      await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible(lazy)
      await expect(page).toHaveURL(/\?dialog=register$/)
      await page.goBack()
      await expect(page.getByRole('dialog', { name: 'Register' })).toHaveCount(0)
    })

    await test.step('a wrong password in the header shows the warning dialog with Confirm', async () => {
      await form.getByRole('textbox', { name: 'Username' }).fill('expired01')
      await form.getByLabel('Password').fill('not-the-password')
      await form.getByRole('checkbox', { name: /18 or older/ }).check()
      await form.getByRole('button', { name: 'Log in' }).click()
      const dialog = page.getByRole('dialog', { name: 'Account or password incorrect' })
      await expect(dialog).toBeVisible(lazy)
      await dialog.getByRole('button', { name: 'Confirm' }).click()
      await expect(page.getByRole('dialog', { name: 'Account or password incorrect' })).toHaveCount(0)
      await expect(form.getByRole('textbox', { name: 'Username' })).toHaveValue('expired01')
    })

    await test.step('a member signs in from the header and stays home, signed in', async () => {
      await form.getByRole('textbox', { name: 'Username' }).fill('member01')
      await form.getByLabel('Password').fill('Demo1234')
      await form.getByRole('checkbox', { name: /18 or older/ }).check()
      await form.getByRole('button', { name: 'Log in' }).click()
      await expect(page.getByRole('banner').getByText('member01', { exact: true })).toBeVisible(lazy)
      await expect(page).toHaveURL(/\/$/)
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy()
    })
  })

  test('what the header cannot show continues in the login popup, with what was typed', async ({ page }) => {
    await page.goto('/')
    const form = await headerForm(page)
    await form.getByRole('textbox', { name: 'Username' }).fill('member01')
    await form.getByLabel('Password').fill('Demo1234')
    await form.getByRole('button', { name: 'Log in' }).click()
    const popup = page.getByRole('dialog', { name: 'Log in' })
    await expect(popup).toBeVisible(lazy)
    await expect(page).toHaveURL(/\?dialog=login$/)
    await expect(popup.getByRole('textbox', { name: 'Username' })).toHaveValue('member01')
    const agreement = popup.getByRole('checkbox', { name: /18 or older/ })
    await expect(agreement).toHaveAccessibleDescription(
      'Please confirm you are 18 or older and accept the terms.',
    )
    await agreement.check()
    await popup.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0, lazy)
    await expect(page.getByRole('banner').getByText('member01', { exact: true })).toBeVisible(lazy)
  })
})

test.describe('the popups on phones', () => {
  test.use({ viewport: phone })

  test('the login popup opens from the header, swaps to forgot password and back, and closes', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click()
    const login = page.getByRole('dialog', { name: 'Log in' })
    await expect(login).toBeVisible(lazy)
    // The popup opens on its first field, ready to type.
    await expect(login.getByRole('textbox', { name: 'Username' })).toBeFocused()

    await login.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page.getByRole('dialog', { name: 'Forgot password' })).toBeVisible(lazy)
    await expect(page).toHaveURL(/\?dialog=forgotPassword$/)
    await page.goBack()
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible()

    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0)
    await expect(page).toHaveURL(/\/$/)

    // Opened again, the back button closes it and leaves the page underneath.
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click()
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible()
    await page.goBack()
    await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0)
    await expect(page).toHaveURL(/\/$/)
  })

  test('the close button closes the popup and gives the page back', async ({ page }) => {
    await page.goto('/promotions?dialog=login')
    const login = page.getByRole('dialog', { name: 'Log in' })
    await expect(login).toBeVisible(lazy)
    await login.getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0)
    await expect(page).toHaveURL(/\/promotions$/)
  })

  test('remember me fills the username after signing out and reloading; sign out lands home', async ({
    page,
  }) => {
    await page.goto('/?dialog=login')
    const login = page.getByRole('dialog', { name: 'Log in' })
    await login.getByRole('textbox', { name: 'Username' }).fill('member01')
    await login.getByLabel('Password', { exact: true }).fill('Demo1234')
    await login.getByRole('checkbox', { name: 'Remember me' }).check()
    await login.getByRole('checkbox', { name: /18 or older/ }).check()
    await login.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0, lazy)

    const header = page.getByRole('banner')
    await header.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('menu').getByRole('menuitem', { name: 'Sign out' }).click()
    await page.getByRole('dialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click()
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible()
    await expect(page).toHaveURL(/\/$/)

    await page.reload()
    await header.getByRole('link', { name: 'Log in' }).click()
    const again = page.getByRole('dialog', { name: 'Log in' })
    await expect(again.getByRole('textbox', { name: 'Username' })).toHaveValue('member01')
    await expect(again.getByRole('checkbox', { name: 'Remember me' })).toBeChecked()
    await expect(again.getByLabel('Password', { exact: true })).toHaveValue('')
  })
})

/** Both themes in one page: the popup opened again after each theme is chosen. */
test('the login popup has no serious accessibility violations (dark, light)', async ({ page }) => {
  await page.goto('/')
  for (const theme of ['dark', 'light'] as const)
    await test.step(`in the ${theme} theme`, async () => {
      await page.evaluate((chosen) => localStorage.setItem('theme', chosen), theme)
      await page.goto('/?dialog=login')
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      const popup = page.getByRole('dialog', { name: 'Log in' })
      await expect(popup.getByRole('textbox', { name: 'Username' })).toBeVisible(lazy)
      expect(await seriousViolations(page, { include: ['dialog'] })).toEqual([])
    })
})
