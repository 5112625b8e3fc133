import type { Page } from '@playwright/test'
import { expect, keepScreenshot, signIn, test, visitAs, widthSettled, withSession } from './support'

/**
 * Every page of the member centre as a member sees it (issue 13), and of the agent centre as an agent does
 * (issue 16), in the default language, English and right-to-left Arabic, on a desktop and a phone: each shows
 * its heading and real content, fits the width, has no broken picture, no text that escaped translation and no
 * console error. The pages are read from the menu, so a page added to a table is walked without touching this
 * file.
 */

// The agent centre in the default language and right to left; its English pages are the ones agent-centre,
// agent-reports and agent-open walk through step by step.
const centres = [
  {
    name: 'member-centre',
    home: '/member',
    first: 'securityCenter',
    account: 'member01',
    pages: 10,
    languages: ['TW', 'EN', 'AR'],
  },
  {
    name: 'agent-centre',
    home: '/agentHome',
    first: 'agentTeamOverview',
    account: 'agent01',
    pages: 8,
    languages: ['TW', 'AR'],
  },
] as const
type Centre = (typeof centres)[number]

const widths = [1366, 390] as const
const locales = { TW: 'zh-Hant', EN: 'en', AR: 'ar' } as const

/** Text that means a value or a message went missing on its way to the screen. */
const leaks: readonly RegExp[] = [
  /\bundefined\b/,
  /\bNaN\b/,
  /\bnull\b/,
  /\[object Object\]/,
  // A code of the core or the back end shown as it is (e.g. INVALID_AMOUNT, member.not_found).
  /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/,
  /\b[a-z]+\.[a-z]+_[a-z_]+\b/,
  /coming soon/i,
  /即將推出|敬請期待|قريبًا|قريبا/,
]

/** What goes wrong on the screen as it is now: overflow, broken pictures, leaked text. */
async function faults(page: Page): Promise<string[]> {
  return page.evaluate(
    (patterns) => {
      const found: string[] = []
      const root = document.documentElement
      if (root.scrollWidth > root.clientWidth + 1) {
        // Name the widest culprits so a failure says where to look.
        const wide = [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
          .filter((element) => element.getBoundingClientRect().left >= 0 || document.dir === 'rtl')
          .slice(-3)
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
        found.push(`overflow ${root.scrollWidth} > ${root.clientWidth}: ${wide.join(', ')}`)
      }
      // A picture that arrived empty or failed. One still on its way is not judged: a list that answered after
      // the page settled (My games' recent games) adds pictures then, and `settled` waited for all it could see.
      for (const image of document.images)
        if (image.complete && image.naturalWidth === 0)
          found.push(`broken image ${image.currentSrc || image.src}`)
      // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, without hidden parts or markup.
      const text = document.body.innerText
      // A sentence of English on a Chinese or Arabic page (names of vendors and games are a word or two).
      if (!document.documentElement.lang.startsWith('en')) {
        const english = text.match(/[A-Za-z]{2,}(?:[ ,;']+[A-Za-z]{2,}){3,}/)
        if (english) found.push(`English text "${english[0]}"`)
      }
      for (const source of patterns) {
        const match = text.match(new RegExp(source))
        if (match)
          found.push(
            `text "${match[0]}" in …${text.slice(Math.max(0, (match.index ?? 0) - 40), (match.index ?? 0) + 40)}…`,
          )
      }
      return found
    },
    leaks.map((pattern) => pattern.source),
  )
}

/** The page has its heading and nothing of it is still loading. */
async function settled(page: Page, centre: Centre, id: string) {
  await expect(page).toHaveURL(new RegExp(`${centre.home}/${id}$`))
  // The page's own heading: an h1 in the member centre, an h2 under the agent centre's h1.
  await expect(page.locator('main section').locator('h1, h2').first(), id).toBeVisible()
  await expect(page.locator('main [aria-busy="true"]'), id).toHaveCount(0)
  // Every picture has had its chance to arrive before it is judged, the lazy ones below the fold too.
  await page.waitForFunction(() =>
    [...document.images].every((image) => {
      image.loading = 'eager'
      return image.complete
    }),
  )
}

/** The console errors and uncaught exceptions of the page from now on. */
function errorsOf(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** Every page of the centre's menu, from the page the browser is on, at each width: what is wrong on each. */
async function walk(page: Page, centre: Centre, language: string): Promise<string[]> {
  const menu = page.locator('nav').filter({ has: page.locator(`a[href="${centre.home}/${centre.first}"]`) })
  // The first page is a chunk of its own, fetched on a busy machine.
  await expect(menu.locator('a[aria-current="page"]')).toHaveCount(1, { timeout: 45_000 })
  const ids = await menu
    .locator(`a[href^="${centre.home}/"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')?.split('/').pop() ?? ''))
  expect(ids.length).toBeGreaterThan(centre.pages)

  const found: string[] = []
  for (const id of ids) {
    await page.setViewportSize({ width: widths[0], height: 900 })
    await menu.locator(`a[href="${centre.home}/${id}"]`).click()
    for (const width of widths) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 })
      await settled(page, centre, id)
      await widthSettled(page)
      await keepScreenshot(page, `test-results/walk/${centre.name}-${language}-${width}-${id}.png`, {
        fullPage: true,
      })
      for (const fault of await faults(page)) found.push(`${id} @${width}: ${fault}`)
    }
  }
  return found
}

// One browser per centre: its languages are switched with the header's selector, as a member does, and each is
// walked from where the last one ended (a sign-in and a page load per language cost seconds and checked nothing).
for (const centre of centres)
  test(`every ${centre.name} page is finished at desktop and phone width (${centre.languages.join(', ')})`, async ({
    page,
    baseURL,
  }) => {
    // Thirty page visits a language: a long ceiling for a slow machine; every wait inside is on a condition.
    test.setTimeout(180_000 * centre.languages.length)
    const errors = errorsOf(page)
    await visitAs(page, { language: centre.languages[0] })
    await withSession(page, await signIn(baseURL ?? '', centre.account))
    await page.setViewportSize({ width: widths[0], height: 900 })
    await page.goto(centre.home)
    for (const language of centre.languages)
      await test.step(language, async () => {
        await page.setViewportSize({ width: widths[0], height: 900 })
        await page.getByRole('banner').getByRole('combobox').first().selectOption(language)
        await expect(page.locator('html')).toHaveAttribute('lang', locales[language])
        expect(await walk(page, centre, language)).toEqual([])
      })
    expect(errors).toEqual([])
  })
