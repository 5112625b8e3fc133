import { createAccount, expect, signIn, test, visitAs, withSession } from './support'

/** Issue 32: a member chooses an avatar of the platform's set on the profile; the header shows it. */

const slow = { timeout: 45_000 }

test('choose an avatar: the profile and the header show it, and it stays after a reload', async ({
  page,
  sim,
  baseURL,
}) => {
  test.setTimeout(90_000)
  await visitAs(page, { language: 'EN' })
  const account = await createAccount(sim, 'face')
  await withSession(page, await signIn(baseURL ?? '', account))
  await page.goto('/member/profile')

  const picker = page.getByRole('form', { name: 'Avatar' })
  const third = picker.getByRole('radio', { name: 'Avatar 3' })
  await expect(third).toBeVisible(slow)
  await expect(picker.getByRole('button', { name: 'Save avatar' })).toBeDisabled()
  await third.check()
  await picker.getByRole('button', { name: 'Save avatar' }).click()
  await expect(picker.getByRole('status')).toHaveText('Avatar saved.')

  // The session loaded member info again: every avatar of the member is the chosen picture.
  const chosen = /\/sim\/art\/avatar-set\/[a-z]+\.svg$/
  await expect(page.locator('main img[width="72"]')).toHaveAttribute('src', chosen)
  await expect(page.locator('header img[src*="/avatar-set/"]')).toHaveAttribute('src', chosen)
  await page.reload()
  await expect(picker.getByRole('radio', { name: 'Avatar 3' })).toBeChecked(slow)
})
