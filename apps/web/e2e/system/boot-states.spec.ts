import AxeBuilder from '@axe-core/playwright'
import { expect, test, visitAs } from '../support'

// These tests switch the shared simulator's world (maintenance, region block, faults): they run one at a
// time, after every other end-to-end test (see the playwright config), and switch it back.
test.describe.configure({ mode: 'serial' })
test.use({ timezoneId: 'UTC' })
test.beforeEach(({ page }) => visitAs(page, { language: 'EN' }))

test('maintenance shows its end time in the visitor’s locale and a customer-service button', async ({
  page,
}) => {
  const end = '2030-03-01T10:30:00.000Z'
  await page.request.post('/__sim/maintenance', { data: { on: true, end } })
  try {
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'System maintenance' })).toBeVisible()
    const expected = new Intl.DateTimeFormat('en', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    })
    await expect(page.getByText(`Expected to end at ${expected.format(new Date(end))}`)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Customer service' })).toBeVisible()
    await expect(page.getByRole('banner')).toHaveCount(0)
    const { violations } = await new AxeBuilder({ page }).analyze()
    expect(
      violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
    ).toEqual([])
  } finally {
    await page.request.post('/__sim/maintenance', { data: { on: false } })
  }
})

test('a region block shows "Access restricted" with the visitor’s IP', async ({ page }) => {
  const state = await (await page.request.get('/__sim/state')).json()
  await page.request.post('/__sim/region-block', { data: { on: true } })
  try {
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible()
    await expect(page.getByText(`Your IP: ${state.value.location.ip}`)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Customer service' })).toBeVisible()
  } finally {
    await page.request.post('/__sim/region-block', { data: { on: false } })
  }
})

test('a failed status call shows the network message, and retrying boots the portal', async ({ page }) => {
  await page.request.post('/__sim/faults', {
    data: { kind: 'malformed-json', path: '/wps/system/status', times: 1 },
  })
  await page.goto('/')
  await expect(
    page.getByRole('heading', { name: 'Network link is abnormal, please try again' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible()
})
