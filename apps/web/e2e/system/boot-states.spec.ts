import AxeBuilder from '@axe-core/playwright'
import { expect, test, visitAs } from '../support'

// These tests switch the world (maintenance, region block, faults) of their worker's own simulator, which the
// `sim` fixture resets after each test: nothing else sees it, so they run in parallel with the rest.
test.use({ timezoneId: 'UTC' })
test.beforeEach(({ page }) => visitAs(page, { language: 'EN' }))

test('maintenance shows its end time in the visitor’s time zone and a customer-service button', async ({
  page,
  sim,
}) => {
  const end = '2030-03-01T10:30:00.000Z'
  await sim.post('/maintenance', { on: true, end })
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'System maintenance' })).toBeVisible()
  // Spec §9's one way of writing a time, whatever the language: yyyy-MM-dd HH:mm:ss (this context is in UTC).
  await expect(page.getByText('Expected to end at 2030-03-01 10:30:00')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Customer service' })).toBeVisible()
  await expect(page.getByRole('banner')).toHaveCount(0)
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(
    violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
  ).toEqual([])
})

test('a region block shows "Access restricted" with the visitor’s IP', async ({ page, sim }) => {
  const { location } = await sim.value<{ location: { ip: string } }>('/state')
  await sim.post('/region-block', { on: true })
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible()
  await expect(page.getByText(`Your IP: ${location.ip}`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Customer service' })).toBeVisible()
})

test('a domain the server calls invalid shows "Invalid URL" with customer service (spec §8)', async ({
  page,
  sim,
}) => {
  await sim.post('/invalid-domain', { on: true })
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Invalid URL' })).toBeVisible()
  // The address the server judged: the page's own.
  await expect(page.getByText(`Address: ${new URL(page.url()).host}`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Customer service' })).toBeVisible()
  await expect(page.getByRole('banner')).toHaveCount(0)
})

test('a failed status call shows the network message, and retrying boots the portal', async ({
  page,
  sim,
}) => {
  await sim.post('/faults', { kind: 'malformed-json', path: '/wps/system/status', times: 1 })
  await page.goto('/')
  await expect(
    page.getByRole('heading', { name: 'Network link is abnormal, please try again' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible()
})
