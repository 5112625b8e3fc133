import { endpoints } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { xssPayloads } from './seed/hostile-html'
import { createSimulator } from './simulator'
import { testClient } from './testing/client'
import { dev } from './testing/dev'

const query = { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' } as const

async function announcementsIn(language: string, hostile = false) {
  const simulator = createSimulator()
  if (hostile) await dev(simulator, '/content/hostile', { on: true })
  const client = testClient(simulator)
  client.context.language = language
  return client.call(endpoints.announcements, query)
}

/** Markup a clean seed never has: the corpus's tags, handlers and scripts, and a picture with no source. */
const unclean =
  /<(script|iframe|object|embed|form|meta|style|svg|math|noscript)\b|\son\w+=|javascript:|src="?x\b/i

describe('announcements', () => {
  test('every audience has a popup of more than one page (8 a page); notices fill more than one page', async () => {
    const { popup = [], player = [] } = await announcementsIn('EN')
    const of = (execution: string) => (popup ?? []).filter((item) => item.execution === execution)
    expect(of('B').length).toBeGreaterThanOrEqual(9)
    expect(of('A').length).toBeGreaterThanOrEqual(9)
    expect(of('F').length).toBeGreaterThanOrEqual(1)
    expect(player?.length).toBeGreaterThanOrEqual(9)
    for (const execution of ['A', 'B']) {
      const promotions = of(execution).map((item) => Boolean(item.promotionType))
      expect(new Set(promotions)).toEqual(new Set([true, false]))
    }
    expect(new Set((popup ?? []).map((item) => item.id)).size).toBe(popup?.length)
  })

  test.each([
    ['CN', '欢迎！首存100%奖金'],
    ['TW', '歡迎！首存100%獎金'],
    ['VI', 'Chào mừng! Thưởng 100% lần nạp đầu'],
    // The percentage as Intl's `ar` format writes it: marks keep the sign right of the digits in RTL text.
    ['AR', 'مرحبًا! مكافأة 100\u200e%\u200e على الإيداع الأول'],
    ['JA', 'Welcome! 100% first deposit bonus'],
    ['TY', 'Welcome! 100% first deposit bonus'],
  ])('titles and content follow the language: %s', async (language, title) => {
    const { popup, player } = await announcementsIn(language)
    const first = popup?.find((item) => item.id === 'PB01')
    expect(first?.title).toBe(title)
    // The popup shows the title above the content: the content does not say it again (issue 18).
    expect(first?.content).not.toContain(title)
    const english = await announcementsIn('EN')
    if (language !== 'JA' && language !== 'TY') {
      expect(player?.[0]?.title).not.toBe(english.player?.[0]?.title)
      expect(first?.content).not.toBe(english.popup?.find((item) => item.id === 'PB01')?.content)
    }
  })

  test('the demo content is clean: rich text and pictures, no hostile markup, no test labels', async () => {
    for (const language of ['EN', 'TW', 'AR']) {
      const { popup = [], player = [], banners = [] } = await announcementsIn(language)
      const items = [...(popup ?? []), ...(player ?? [])]
      for (const item of items) {
        expect(item.content).toMatch(/<h3>.+<\/h3>/)
        expect(item.content).not.toMatch(unclean)
        expect(item.title).not.toMatch(/HTML/)
      }
      for (const banner of banners ?? []) expect(banner.url).toMatch(/^http:\/\/sim\.test\/sim\/art\//)
    }
  })

  test('asked for hostile content, the HTML mixes rich text and pictures with every hostile payload', async () => {
    const { popup = [], player = [] } = await announcementsIn('EN', true)
    const all = [...(popup ?? []), ...(player ?? [])].map((item) => item.content ?? '')
    expect(all.every((html) => /<h3>.+<\/h3>/.test(html) && html.includes('<ol><li>'))).toBe(true)
    expect(all.every((html) => html.includes('http://sim.test/sim/art/banner/'))).toBe(true)
    for (const payload of xssPayloads) expect(all.some((html) => html.includes(payload.html))).toBe(true)
    // One visitor item and one member item carry the whole corpus at once.
    const whole = (popup ?? []).filter((item) => xssPayloads.every((p) => item.content?.includes(p.html)))
    expect(whole.map((item) => item.execution).sort()).toEqual(['A', 'B'])
  })

  test('a bare request reads the X-Language header', async () => {
    const simulator = createSimulator()
    const response = await simulator.fetch(
      new Request(
        'http://sim.test/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B',
        {
          headers: { 'X-Language': 'CN' },
        },
      ),
    )
    const { value } = (await response.json()) as { value: { popup: { id: string; title: string }[] } }
    expect(value.popup.find((item) => item.id === 'PB01')?.title).toBe('欢迎！首存100%奖金')
  })
})
