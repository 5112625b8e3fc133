/**
 * A session token for the bench's signed-in pages: signs an account in through the login form of the served
 * build (the login call is encrypted; the browser's encryptor does it) and reads the token the app keeps. Each
 * Lighthouse run then opens its page with `?token=`, which the portal takes on a fresh profile (no session live)
 * and removes from the address before anything renders.
 */
import { launchChromium } from './chromium'

export async function signInToken(origin: string, username: string, password = 'Demo1234'): Promise<string> {
  const browser = await launchChromium()
  try {
    const page = await browser.newPage()
    // English, so the form's labels are the ones named here, and the announcement popups closed (they cover the form).
    await page.addInitScript(() => {
      localStorage.setItem('lang', 'EN')
      sessionStorage.setItem('ANONYMOUS_POPUP', 'closed')
      sessionStorage.setItem('USER_POPUP', 'closed')
    })
    await page.goto(new URL('/login', origin).href)
    await page.getByRole('textbox', { name: 'Username' }).fill(username)
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByRole('checkbox', { name: /18 or older/ }).check()
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForFunction(() => sessionStorage.getItem('token'), undefined, { timeout: 60_000 })
    const token = await page.evaluate(() => sessionStorage.getItem('token'))
    if (!token) throw new Error(`${username} could not sign in at ${origin}`)
    return token
  } finally {
    await browser.close()
  }
}
