import { signedInOnPage } from './signed-in'
import { expect, keepScreenshot, test } from './support'

/**
 * Issue 32's smaller gaps: prize modes ZY and ELOTT (spec §9). The lottery page's menu lists the ZY and e-lottery
 * games beside the LOTT ones, a game opens in its own prize mode, and the e-lottery vendor opens its own lobby
 * rather than the LOTT one.
 */

const shots = new URL('../../../test-results/lottery-modes/', import.meta.url).pathname
const slow = { timeout: 45_000 }

const launchModes = (page: import('@playwright/test').Page) => {
  const asked: { mode: string | null; game: string | null; view: string | null }[] = []
  page.on('request', (request) => {
    if (!request.url().includes('/wps/game/launchGame')) return
    const query = new URL(request.url()).searchParams
    asked.push({
      mode: query.get('lottoPrizeMode'),
      game: query.get('lottoGameCode'),
      view: query.get('lottoView'),
    })
  })
  return asked
}

test('ZY and e-lottery games are in the menu and launch in their own prize mode', async ({
  page,
  sim,
  baseURL,
}) => {
  await signedInOnPage(page, sim, baseURL, { prefix: 'lmode', balance: 100 })
  const asked = launchModes(page)
  await page.goto('/lottery')
  const menu = page.getByRole('region', { name: 'Games' })
  await expect(menu.getByRole('link', { name: /Speed racing/ }).first()).toBeVisible(slow)
  await expect(menu.getByRole('link', { name: /Pick 3/ }).first()).toBeVisible()
  await keepScreenshot(page, `${shots}en-desktop-menu.png`, { fullPage: true })

  await menu
    .getByRole('link', { name: /Speed racing/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/lottery\?prizeMode=ELOTT&gameCode=TCG_PK10$/)
  await expect.poll(() => asked.at(-1), slow).toEqual({ mode: 'ELOTT', game: 'TCG_PK10', view: 'betting' })
  await menu
    .getByRole('link', { name: /Pick 3/ })
    .first()
    .click()
  await expect.poll(() => asked.at(-1), slow).toEqual({ mode: 'ZY', game: 'TCG_3D', view: 'betting' })
})

test('the e-lottery vendor opens its own lobby', async ({ page, sim, baseURL }) => {
  await signedInOnPage(page, sim, baseURL, { prefix: 'lmode', balance: 100 })
  const asked = launchModes(page)
  await page.goto('/elott')
  await page
    .getByRole('main')
    .getByRole('button', { name: /TCG Lotto/ })
    .first()
    .click(slow)
  await expect(page).toHaveURL(/\/lottery\?prizeMode=ELOTT$/, slow)
  await expect.poll(() => asked.at(-1), slow).toEqual({ mode: 'ELOTT', game: null, view: 'lobby' })
})
