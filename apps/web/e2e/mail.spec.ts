import { seriousViolations } from './axe'
import { createAccount, expect, signIn, test, visitAs, withSession } from './support'

const png = { name: 'proof.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgo=', 'base64') }

test.beforeEach(({ page }) => visitAs(page, { language: 'EN' }))

/**
 * Issue 32, writing to support: a mail written from the member centre under the feedback form's rules, answered by
 * the back office (the simulator's dev surface), the answer arriving in the inbox with the header's count, a reply
 * to it, and the outbox deleted from.
 */
test('a mail sent and answered', async ({ page, sim, baseURL }) => {
  test.setTimeout(240_000)
  const account = await createAccount(sim, 'mail')
  await withSession(page, await signIn(baseURL ?? '', account))
  await page.goto('/member/outbox')
  await expect(page.getByRole('heading', { name: 'Sent messages' })).toBeVisible()
  await expect(page.getByText('You have not written to us yet.')).toBeVisible()

  await page.getByRole('button', { name: 'Write a message' }).click()
  const form = page.getByRole('form', { name: 'Write a message' })
  // A member outside a team writes to customer service only.
  await expect(form.getByLabel('To').locator('option')).toHaveText(['Customer service'])
  await form.getByLabel('Subject').fill('Deposit not credited')
  await form.getByLabel('Message').fill('x'.repeat(141))
  await expect(form.getByText('141/140')).toBeVisible()
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(form.getByText(/at most 140/i)).toBeVisible()
  expect(await sim.value<unknown[]>(`/mail/outbox?account=${account}`)).toEqual([])

  await form.getByLabel('Message').fill('I paid 500 an hour ago and it is not in my balance.')
  await form.getByLabel('Choose images').setInputFiles(png)
  await expect(form.getByRole('img', { name: 'proof.png' })).toBeVisible()
  expect(await seriousViolations(page, { include: ['form[aria-label="Write a message"]'] })).toEqual([])
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(
    page.getByText('Your message has been sent. The answer will arrive in your inbox.'),
  ).toBeVisible()
  const sentList = page.getByRole('list', { name: 'Sent messages' })
  await expect(sentList.getByText('Deposit not credited')).toBeVisible()
  await expect(sentList.getByText('Awaiting reply')).toBeVisible()

  // The back office reads it, with its image, and answers.
  const [sent] = await sim.value<{ id: string; imageCount: number; content: string }[]>(
    `/mail/outbox?account=${account}`,
  )
  expect(sent).toMatchObject({
    imageCount: 1,
    content: 'I paid 500 an hour ago and it is not in my balance.',
  })
  await sim.post('/mail/answer', {
    account,
    id: sent?.id,
    content: '<p>It is credited now. Sorry for the wait.</p>',
  })

  // The answer arrives without a reload: the header's unread count follows the platform's INBOX message.
  await expect(page.getByRole('banner').getByTestId('unread-count')).toHaveText('1')
  await page.getByRole('link', { name: 'Messages', exact: true }).first().click()
  await page.getByRole('button', { name: /Re: Deposit not credited/ }).click()
  await expect(page.getByText('It is credited now. Sorry for the wait.')).toBeVisible()
  await expect(page.getByRole('banner').getByTestId('unread-count')).toHaveCount(0)

  await page.getByRole('button', { name: 'Reply' }).click()
  const reply = page.getByRole('form', { name: 'Reply' })
  await reply.getByLabel('Message').fill('Thank you, I can see it.')
  await reply.getByRole('button', { name: 'Send' }).click()
  await expect(
    page.getByText('Your message has been sent. The answer will arrive in your inbox.'),
  ).toBeVisible()

  await page.goto('/member/outbox')
  await expect(sentList.getByRole('listitem')).toHaveCount(2)
  await expect(sentList.getByText('Answered')).toBeVisible()
  await sentList.getByRole('button', { name: /^Deposit not credited/ }).click()
  await sentList.getByRole('button', { name: 'Delete' }).click()
  await sentList.getByRole('button', { name: 'Delete' }).click()
  await expect(sentList.getByRole('listitem')).toHaveCount(1)
  await expect(sentList.getByText('Re: Deposit not credited')).toBeVisible()
  expect(await sim.value<unknown[]>(`/mail/outbox?account=${account}`)).toHaveLength(1)
})
