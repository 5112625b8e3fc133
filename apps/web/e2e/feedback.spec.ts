import { PNG } from 'pngjs'
import { expect, test, visitAs } from './support'

const lazy = { timeout: 15_000 }
test.setTimeout(60_000)

/** A small real png, named as the user would pick it. */
function png(name: string) {
  const image = new PNG({ width: 8, height: 8 })
  image.data.fill(200)
  return { name, mimeType: 'image/png', buffer: PNG.sync.write(image) }
}

async function openFeedback(page: import('@playwright/test').Page) {
  await visitAs(page, { language: 'EN' })
  await page.goto('/')
  await page.getByRole('link', { name: 'Send feedback' }).click()
  const dialog = page.getByRole('dialog', { name: 'Feedback' })
  await expect(dialog.getByLabel('Your feedback')).toBeVisible(lazy)
  return dialog
}

test('a 141-character text is refused beside the field, and the counter shows it', async ({ page }) => {
  const dialog = await openFeedback(page)
  await dialog.getByLabel('Your feedback').fill('x'.repeat(141))
  await expect(dialog.getByText('141/140')).toBeVisible()
  await dialog.getByRole('button', { name: 'Send feedback' }).click()
  await expect(dialog.getByLabel('Your feedback')).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByText('At most 140 characters.')).toBeVisible()
  await expect(dialog.getByRole('status')).toHaveCount(0)
  // The typing is kept.
  await expect(dialog.getByLabel('Your feedback')).toHaveValue('x'.repeat(141))
})

test('a fourth image is refused; three stay with their previews', async ({ page }) => {
  const dialog = await openFeedback(page)
  await dialog
    .getByLabel('Choose images')
    .setInputFiles([png('one.png'), png('two.png'), png('three.png'), png('four.png')])
  await expect(dialog.getByRole('img')).toHaveCount(3)
  await expect(dialog.getByRole('alert')).toContainText('four.png: at most 3 images can be uploaded.')
  await expect(dialog.getByRole('button', { name: 'Add image' })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Remove two.png' }).click()
  await expect(dialog.getByRole('img')).toHaveCount(2)
  await expect(dialog.getByRole('button', { name: 'Add image' })).toBeVisible()
})

test('a file other than png or jpg is refused', async ({ page }) => {
  const dialog = await openFeedback(page)
  await dialog
    .getByLabel('Choose images')
    .setInputFiles([{ name: 'notes.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') }])
  await expect(dialog.getByRole('alert')).toContainText('notes.gif: only png or jpg images can be uploaded.')
  await expect(dialog.getByRole('img')).toHaveCount(0)
})

test('a valid feedback with an image is sent', async ({ page, sim }) => {
  const dialog = await openFeedback(page)
  await dialog.getByLabel('Question type').selectOption('deposit')
  await dialog.getByLabel('Your feedback').fill('My deposit took a while to arrive.')
  await expect(dialog.getByText('34/140')).toBeVisible()
  await dialog.getByLabel('Choose images').setInputFiles([png('receipt.png')])
  await expect(dialog.getByRole('img', { name: 'receipt.png' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Send feedback' }).click()
  await expect(dialog.getByRole('status')).toHaveText(/Your feedback has been sent/)
  // What the simulator received: the text and the one image.
  const { feedback } = await sim.value<{ feedback: { content: string; images: number }[] }>('/state')
  expect(feedback).toContainEqual(
    expect.objectContaining({ content: 'My deposit took a while to arrive.', images: 1 }),
  )
  await dialog.getByRole('button', { name: 'Close' }).last().click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/$/)
})
