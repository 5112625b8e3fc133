import { expect, test, visitAs } from './support'

const lazy = { timeout: 15_000 }
test.setTimeout(60_000)

test('the chat button opens the panel; picking a model shows its chat page in the frame', async ({
  page,
}) => {
  await visitAs(page, { language: 'EN' })
  await page.goto('/')
  await page.getByRole('button', { name: 'Chat room' }).click(lazy)
  const panel = page.getByRole('dialog', { name: 'Chat room' })
  await panel.getByRole('button', { name: /VIP host/ }).click(lazy)
  const frame = panel.getByTitle('Chat: VIP host')
  await expect(frame).toBeVisible(lazy)
  // The simulator's chat page, served through the portal's origin, greets in the visitor's language.
  await expect(
    page.frameLocator('iframe[title="Chat: VIP host"]').getByText('Your VIP host is here for you.'),
  ).toBeVisible(lazy)
  await panel.getByRole('button', { name: 'Close chat' }).click()
  await expect(panel).toBeHidden()
  // The panel keeps its room for the next opening.
  await page.getByRole('button', { name: 'Chat room' }).click()
  await expect(frame).toBeVisible()
})

test('on a phone the panel is a full-height sheet', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await visitAs(page, { language: 'EN' })
  await page.goto('/')
  await page.getByRole('button', { name: 'Chat room' }).click(lazy)
  const panel = page.getByRole('dialog', { name: 'Chat room' })
  await expect(panel.getByRole('button', { name: /Customer support/ })).toBeVisible(lazy)
  const box = await panel.boundingBox()
  expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 })
})
