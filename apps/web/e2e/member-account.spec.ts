import { endpoints } from '@portal/core'
import { apiClient, createAccount, expect, signIn, test, visitAs, withSession } from './support'

/** Issue 13: the account half of the member centre (profile, security centre, inbox) and the signed-in header. */

// Chunks of several pages fetched on a busy machine: the first wait for each allows for it.
const slow = { timeout: 45_000 }

test('profile, security centre and inbox: a save kept, the checklist, mark all read with the unread on page 2', async ({
  page,
  sim,
  baseURL,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1280, height: 860 })
  await visitAs(page, { language: 'EN' })
  const account = await createAccount(sim, 'acct')
  const token = await signIn(baseURL ?? '', account)
  await withSession(page, token)

  // Profile: what is saved is what shows after a reload.
  await page.goto('/member/profile')
  const nickname = page.getByRole('textbox', { name: 'Nickname' })
  await nickname.fill('Night Owl', slow)
  const saving = page.waitForResponse((response) => response.url().includes('updateMemberInfo'))
  await page.getByRole('button', { name: 'Save profile' }).click()
  expect((await saving).ok()).toBe(true)
  // The session loads member info again after a save; the page stays and says so.
  await expect(page.getByText('Profile saved.')).toBeVisible()
  await page.reload()
  await expect(nickname).toHaveValue('Night Owl', slow)

  // Security centre: the score and the checklist, each item saying whether it is set.
  const memberMenu = page.getByRole('navigation', { name: 'Member centre' })
  await memberMenu.getByRole('link', { name: 'My account' }).click()
  const checklist = page.getByRole('list', { name: 'Security checklist' })
  await expect(checklist.getByRole('listitem')).toHaveCount(7, slow)
  await expect(checklist.getByRole('listitem').filter({ hasText: 'Login password' })).toContainText('Set')
  await expect(page.getByLabel('Security score')).toBeVisible()

  // Inbox: 11 mails, the 10 newest (page 1) read through the API, the oldest (page 2) still unread.
  for (let mail = 1; mail <= 11; mail++) await sim.post('/inbox', { account, title: `Notice ${mail}` })
  // The mails' real-time notices carry the unread count of their moment: all of them arrive before the API reads
  // ten, or a late one would set the header back to a count that was true before.
  const badge = page.getByRole('banner').getByTestId('unread-count')
  await expect(badge).toHaveText('11')
  const client = apiClient(baseURL ?? '', token)
  const first = await client.call(endpoints.inboxMails, { pageNum: 1, pageSize: 10 })
  await client.call(endpoints.markMailAsRead, { ids: first.content.map((mail) => mail.id) })
  await memberMenu.getByRole('link', { name: /^Messages/ }).click()
  const mails = page.getByRole('list', { name: 'Messages' })
  await expect(mails.getByRole('listitem')).toHaveCount(10, slow)
  await expect(mails.getByText('Unread:')).toHaveCount(0)
  await expect(badge).toHaveText('1')
  // Nothing unread on this page, one on the next: mark all read still has something to do.
  const markAll = page.getByRole('button', { name: 'Mark all read' })
  await expect(markAll).toBeEnabled()
  await markAll.click()
  await expect(markAll).toBeDisabled()
  await expect(badge).toBeHidden()
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click()
  await expect(mails.getByRole('listitem')).toHaveCount(1)
  await expect(mails.getByText('Unread:')).toHaveCount(0)
})

test('signed in, the header keeps every game category reachable from 768 to 1920 px: what does not fit is under More', async ({
  page,
  baseURL,
}) => {
  await visitAs(page, { language: 'EN' })
  await withSession(page, await signIn(baseURL ?? '', 'member01'))
  await page.setViewportSize({ width: 1920, height: 900 })
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Games' })
  const bar = nav.locator('ul').first()
  const entries = bar.locator('> li')
  await expect(page.getByRole('banner').getByText('member01', { exact: true })).toBeVisible(slow)
  await expect.poll(() => entries.count(), slow).toBeGreaterThan(8)
  // Each entry by its first control's words, as the More menu names it.
  const all = await entries.evaluateAll((items) =>
    items.map((item) => item.querySelector('a, button')?.textContent?.trim() ?? ''),
  )
  for (const width of [1920, 1600, 1440, 1280, 1024, 768]) {
    await page.setViewportSize({ width, height: 900 })
    // Shown entries sit wholly inside the bar; the rest are hidden and offered, in order, under More.
    const shown: string[] = []
    const hidden: string[] = []
    await expect
      .poll(async () => {
        const room = await bar.boundingBox()
        shown.length = 0
        hidden.length = 0
        for (const entry of await entries.all()) {
          const text = ((await entry.locator('a, button').first().textContent()) ?? '').trim()
          if ((await entry.getAttribute('data-overflow')) !== null) hidden.push(text)
          else {
            const box = await entry.boundingBox()
            if (!box || !room || box.x + box.width > room.x + room.width + 1) return 'clipped'
            shown.push(text)
          }
        }
        return [...shown, ...hidden].join('|')
      })
      .toBe(all.join('|'))
    if (hidden.length === 0) continue
    await nav.getByRole('button', { name: 'More games' }).click()
    await expect(nav.locator('ul').last().locator('li')).toHaveText(hidden)
    await page.keyboard.press('Escape')
  }
  // At 768 px (a tablet) something must have moved under More, or the bar would have no room for it; the member's
  // actions still fit their row (they ran off the screen while the categories shared it).
  expect(await bar.locator('> li[data-overflow]').count()).toBeGreaterThan(0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768)
  // Back on a wide screen, every entry is in the bar again.
  await page.setViewportSize({ width: 1920, height: 900 })
  await expect(bar.locator('> li[data-overflow]')).toHaveCount(0)
})
