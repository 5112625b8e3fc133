import { Secret, TOTP } from 'otpauth'
import { createAccount, expect, signIn, test, visitAs, withSession } from './support'

/**
 * Issue 32: a member binds an authenticator app in the security centre and signs in with it. The codes are
 * computed here, as the member's phone would, from the key the page shows (RFC 6238, the `otpauth` library).
 */

const slow = { timeout: 45_000 }
const codeAt = (key: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(key), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp,
  })

test('bind an authenticator app, then sign in with a code from it', async ({ page, sim, baseURL }) => {
  test.setTimeout(120_000)
  await visitAs(page, { language: 'EN' })
  const account = await createAccount(sim, 'totp')
  await withSession(page, await signIn(baseURL ?? '', account))
  await page.goto('/member/securityCenter')

  const panel = page.getByRole('region', { name: 'Authenticator app' })
  await expect(panel.getByTestId('two-factor-status')).toHaveText('Not set up', slow)
  await panel.getByRole('button', { name: 'Set up' }).click()
  await expect(panel.getByRole('img', { name: /QR code/ })).toBeVisible()
  const shown = (await panel.getByTestId('authenticator-key').textContent()) ?? ''
  // Groups of four for typing: the key is the same without the spaces.
  expect(shown).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/)
  const key = shown.replaceAll(' ', '')

  // A wrong code first: refused beside the field, and the panel stays as it was.
  const code = panel.getByRole('textbox', { name: 'Six-digit code from the app' })
  await code.fill('12345')
  await panel.getByRole('button', { name: 'Turn on' }).click()
  await expect(code).toHaveAttribute('aria-invalid', 'true')
  const enabling = codeAt(key, Date.now())
  await code.fill(enabling)
  await panel.getByRole('button', { name: 'Turn on' }).click()
  await expect(panel.getByRole('status')).toHaveText('The authenticator app is on.')
  await expect(panel.getByTestId('two-factor-status')).toHaveText('On')
  const checklist = page.getByRole('list', { name: 'Security checklist' })
  await expect(checklist.getByRole('listitem').filter({ hasText: 'Authenticator app' })).toContainText('Set')

  // Another tab (its own session storage): the sign-in now asks for the app's code.
  const other = await page.context().newPage()
  await visitAs(other, { language: 'EN' })
  await other.goto('/login')
  await other.getByRole('textbox', { name: 'Username' }).fill(account)
  await other.getByLabel('Password', { exact: true }).fill('Demo1234')
  await other.getByRole('checkbox', { name: /18 or older/ }).check()
  await other.getByRole('button', { name: 'Log in' }).click()
  const dialog = other.getByRole('dialog', { name: 'Verify this sign-in' })
  await expect(dialog).toContainText('authenticator app')
  // The code that turned it on is spent: the platform refuses it again, and the form says why, as typed.
  const field = dialog.getByRole('textbox', { name: 'Authenticator code' })
  await field.fill(enabling)
  await dialog.getByRole('button', { name: 'Verify' }).click()
  await expect(
    other.getByText('This code was used already. Wait for the next code in your app'),
  ).toBeVisible()
  await other.getByRole('button', { name: 'Log in' }).click()
  // The code the app shows next (the platform takes a step either side).
  await field.fill(codeAt(key, Date.now() + 30_000))
  await dialog.getByRole('button', { name: 'Verify' }).click()
  await expect(other).toHaveURL(/\/$/)
  await expect.poll(() => other.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy()
})
