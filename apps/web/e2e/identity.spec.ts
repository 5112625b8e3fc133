import { seriousViolations } from './axe'
import { createAccount, expect, keepScreenshot, signIn, test, visitAs, withSession } from './support'

/**
 * Issue 32: identity verification. Where the platform requires it, the withdraw page sends the member to the
 * identity page; the ID's two sides go to review, the back office rejects with a reason, then approves.
 */

const shots = new URL('../../../test-results/identity/', import.meta.url).pathname
const slow = { timeout: 45_000 }
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.from(`${name} pixels`) })
const jpeg = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: Buffer.from(`${name} pixels`) })

test('upload the ID, rejected with a reason, sent again and approved; then withdrawals open', async ({
  page,
  sim,
  baseURL,
}) => {
  test.setTimeout(120_000)
  await sim.post('/identity/settings', { requiredForWithdrawal: true })
  await visitAs(page, { language: 'EN' })
  const account = await createAccount(sim, 'ident', { balance: 500 })
  await withSession(page, await signIn(baseURL ?? '', account))

  // The withdraw page says what is missing and leads to the identity page, instead of a form that would fail.
  await page.goto('/member/withdraw')
  await expect(page.getByTestId('withdraw-identity')).toHaveText(
    'Withdrawals need a verified identity: send pictures of your ID first. Go to identity verification',
    slow,
  )
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveCount(0)
  await keepScreenshot(page, `${shots}en-desktop-withdraw.png`, { fullPage: true })
  await page.getByRole('link', { name: 'Go to identity verification' }).click()
  await expect(page).toHaveURL(/\/member\/identity$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Identity verification' })).toBeVisible()
  const status = page.getByTestId('identity-status')
  await expect(status).toContainText('Not verified.', slow)

  const form = page.getByRole('form', { name: 'Send your ID' })
  const front = form.getByTestId('identity-front')
  const back = form.getByTestId('identity-back')
  // Nothing picked: each side says it is missing, nothing is sent.
  await form.getByRole('button', { name: 'Send for review' }).click()
  await expect(front.getByRole('alert')).toHaveText('Add a picture of the front')
  await expect(back.getByRole('alert')).toHaveText('Add a picture of the back')
  // The rules of every upload: a gif is refused, a png and a jpeg are taken, one per side.
  await front
    .getByLabel('Choose images')
    .setInputFiles([{ name: 'id.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') }])
  await expect(front.getByRole('alert').filter({ hasText: 'id.gif' })).toHaveText(
    'id.gif: only png or jpg images can be uploaded.',
  )
  await front.getByLabel('Choose images').setInputFiles([png('front.png')])
  await back.getByLabel('Choose images').setInputFiles([jpeg('back.jpg')])
  await expect(form.getByRole('img')).toHaveCount(2)
  await expect(form.getByRole('alert')).toHaveCount(0)
  await keepScreenshot(page, `${shots}en-desktop-picked.png`, { fullPage: true })
  expect(await seriousViolations(page, { include: ['main'] })).toEqual([])
  await form.getByRole('button', { name: 'Send for review' }).click()
  await expect(status).toContainText('Under review since')
  await expect(form).toHaveCount(0)
  expect(await sim.value<{ status: string }>(`/identity?account=${account}`)).toMatchObject({
    status: 'pending',
  })

  // The back office rejects with a reason; the member reads it and sends new pictures.
  await sim.post('/identity/review', { account, decision: 'reject', reason: 'The back is cut off' })
  await page.getByRole('button', { name: 'Check again' }).click()
  await expect(status).toContainText('Rejected: The back is cut off. Send new pictures of your ID.')
  await keepScreenshot(page, `${shots}en-desktop-rejected.png`, { fullPage: true })
  expect(await seriousViolations(page, { include: ['main'] })).toEqual([])
  await front.getByLabel('Choose images').setInputFiles([png('front-2.png')])
  await back.getByLabel('Choose images').setInputFiles([png('back-2.png')])
  await form.getByRole('button', { name: 'Send for review' }).click()
  await expect(status).toContainText('Under review since')

  // Approved: verified, and the withdraw page offers its form again.
  await sim.post('/identity/review', { account, decision: 'approve' })
  await page.getByRole('button', { name: 'Check again' }).click()
  await expect(status).toContainText('Verified. Your identity is confirmed.')
  await page.goto('/member/withdraw')
  await expect(page.getByRole('textbox', { name: 'Amount' })).toBeVisible(slow)
  await expect(page.getByTestId('withdraw-identity')).toHaveCount(0)
})
