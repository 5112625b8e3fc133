import type { Page } from '@playwright/test'
import { expect, test, visitAs } from './support'

// Asked for hostile content, the simulator's announcements, notices and help sections carry an XSS corpus whose
// every payload would set window.__xss, and its resources and banners hostile addresses; none may run, no alert or
// other dialog may open, and no hostile address may reach a link, a picture or a frame. The seed itself is clean:
// each test switches hostile content on in its worker's own simulator, which is reset after the test.
const lazy = { timeout: 15_000 }

test.beforeEach(async ({ sim }) => {
  await sim.post('/content/hostile', { on: true })
})

function watchForScripts(page: Page) {
  const dialogs: string[] = []
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message())
    await dialog.dismiss()
  })
  return {
    dialogs,
    async expectNothingRan() {
      // Handlers such as onerror, onload and ontoggle fire a moment after insertion.
      await page.waitForTimeout(300)
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
      expect(dialogs).toEqual([])
    },
  }
}

/** What the sanitiser must have left out of every piece of server HTML on screen. */
async function expectCleanMarkup(page: Page, scope: string) {
  const found = await page.evaluate((selector) => {
    const roots = document.querySelectorAll(`${selector} [data-server-html]`)
    if (roots.length === 0) return ['no server HTML on screen']
    const bad: string[] = []
    for (const element of [...roots].flatMap((root) => [...root.querySelectorAll('*')])) {
      const tag = element.tagName.toLowerCase()
      if (['script', 'iframe', 'object', 'embed', 'form', 'meta', 'base'].includes(tag)) bad.push(tag)
      for (const attribute of element.attributes) {
        if (attribute.name.startsWith('on')) bad.push(`${tag}[${attribute.name}]`)
        if (/^\s*javascript:/i.test(attribute.value)) bad.push(`${tag}[${attribute.name}=javascript:]`)
      }
      // Nothing may lay itself over the page to pass for the portal's own screens.
      const { position } = getComputedStyle(element)
      if (position === 'fixed' || position === 'sticky') bad.push(`${tag} position ${position}`)
      if (tag === 'a' && element.hasAttribute('href')) {
        if (element.getAttribute('rel') !== 'noopener noreferrer') bad.push('a without rel')
        if (element.getAttribute('target') !== '_blank') bad.push('a without target')
      }
    }
    return bad
  }, scope)
  expect(found).toEqual([])
}

test('the announcement popup renders every item of every page without running a script', async ({ page }) => {
  const watch = watchForScripts(page)
  await visitAs(page, { language: 'EN', announcements: true })
  await page.goto('/')
  const popup = page.getByRole('dialog', { name: 'Announcements' })
  await expect(popup).toBeVisible(lazy)
  const pages = await popup
    .getByRole('navigation', { name: 'Announcement pages' })
    .getByRole('button', { name: /^Page / })
    .count()
  for (let number = 1; number <= Math.max(1, pages); number++) {
    if (pages > 1) await popup.getByRole('button', { name: `Page ${number}` }).click()
    const entries = popup.getByRole('list', { name: 'Announcement titles' }).getByRole('button')
    for (let index = 0; index < (await entries.count()); index++) {
      await entries.nth(index).click()
      await expect(popup.locator('article [data-server-html]')).toBeVisible()
      await expectCleanMarkup(page, '[data-testid="announcement-popup"] article')
    }
  }
  await watch.expectNothingRan()
})

test('the notice popup unfolds every notice without running a script', async ({ page }) => {
  const watch = watchForScripts(page)
  await visitAs(page, { language: 'EN' })
  await page.goto('/?popup=notice')
  const popup = page.getByRole('dialog', { name: 'Notices' })
  await expect(popup).toBeVisible(lazy)
  const pages = await popup.getByRole('button', { name: /^Page / }).count()
  for (let number = 1; number <= Math.max(1, pages); number++) {
    if (pages > 1) await popup.getByRole('button', { name: `Page ${number}` }).click()
    const toggles = popup.locator('button[aria-expanded]')
    for (let index = 0; index < (await toggles.count()); index++) {
      const toggle = toggles.nth(index)
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      // The sanitiser arrives lazily with the first piece of server HTML.
      await expect(popup.locator('[data-server-html]')).toBeVisible(lazy)
      await expectCleanMarkup(page, '[data-testid="notice-popup"]')
    }
  }
  await watch.expectNothingRan()
})

for (const language of ['EN', 'CN', 'AR']) {
  test(`the help centre renders its sections without running a script (${language})`, async ({ page }) => {
    const watch = watchForScripts(page)
    await visitAs(page, { language })
    await page.goto('/help')
    const help = page.getByTestId('help-centre')
    await expect(help.locator('section').first()).toBeVisible(lazy)
    await expect(help.locator('section [data-server-html]').first()).toBeVisible()
    await expectCleanMarkup(page, '[data-testid="help-centre"]')
    await watch.expectNothingRan()
  })
}

test('hostile addresses from the server reach no link, picture or frame', async ({ page }) => {
  const watch = watchForScripts(page)
  await visitAs(page, { language: 'EN' })
  await page.goto('/')
  const social = page.getByRole('list', { name: 'Follow us' }).getByRole('link')
  await expect(social.first()).toBeVisible(lazy)
  const hostile = await page.evaluate(() =>
    [...document.querySelectorAll('[href], [src]')]
      .map((element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '')
      .filter((address) => /^\s*(javascript|data|vbscript):|@evil/i.test(address)),
  )
  expect(hostile).toEqual([])
  // Five of the six social networks: Facebook's address was hostile, so it is left out.
  await expect(social).toHaveCount(5)
  await watch.expectNothingRan()
})
