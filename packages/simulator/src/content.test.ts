import { endpoints, helpSectionsOf } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { xssPayloads } from './seed/hostile-html'
import { createSimulator } from './simulator'
import { apiError, testClient } from './testing/client'
import { dev } from './testing/dev'

async function refusal(promise: Promise<unknown>) {
  const error = await apiError(promise)
  return { kind: error.kind, code: error.code }
}

const png = (bytes: number) => `data:image/png;base64,${'A'.repeat(Math.ceil(bytes / 3) * 4)}`

describe('feedback limits, enforced by the server with named codes', () => {
  const send = (body: { content: string; images?: string[] }) => {
    const simulator = createSimulator()
    return {
      simulator,
      sent: testClient(simulator).call(endpoints.feedback, { questionType: 'game', ...body }),
    }
  }

  test('a valid text with three images is recorded', async () => {
    const { simulator, sent } = send({ content: 'x'.repeat(140), images: [png(10), png(10), png(10)] })
    await sent
    expect(simulator.store.state.feedback).toMatchObject([
      { content: 'x'.repeat(140), images: { length: 3 } },
    ])
  })

  test.each([
    [{ content: '   ' }, 'field_required'],
    [{ content: 'x'.repeat(141) }, 'content_too_long'],
    [{ content: 'ok', images: [png(1), png(1), png(1), png(1)] }, 'upload_count'],
    [{ content: 'ok', images: ['data:image/gif;base64,R0lGOD=='] }, 'upload_type'],
    [{ content: 'ok', images: ['https://example.com/a.png'] }, 'upload_type'],
    [{ content: 'ok', images: [png(5 * 1024 * 1024)] }, 'upload_size'],
  ])('%#: refused with %s, nothing recorded', async (body, code) => {
    const { simulator, sent } = send(body)
    expect(await refusal(sent)).toEqual({ kind: 'business', code })
    expect(simulator.store.state.feedback).toEqual([])
  })

  test('just under 5 MB passes', async () => {
    const { simulator, sent } = send({ content: 'ok', images: [png(5 * 1024 * 1024 - 3)] })
    await sent
    expect(simulator.store.state.feedback).toHaveLength(1)
  })
})

describe('hostile content', () => {
  test('off in the seed; on when asked: hostile addresses in resources and banners; off again on reset', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    const urls = async () => ({
      resources: (await client.call(endpoints.systemStatus, {})).info.resources.map(
        (resource) => resource.url,
      ),
      banners: (
        (await client.call(endpoints.announcements, { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' }))
          .banners ?? []
      ).map((banner) => banner.url),
    })
    const seeded = await urls()
    expect([...seeded.resources, ...seeded.banners].every((url) => url.startsWith('http://sim.test/'))).toBe(
      true,
    )
    expect(await dev(simulator, '/content/hostile', { on: true })).toEqual({ hostileContent: true })
    const hostile = await urls()
    expect(hostile.resources.filter((url) => !url.startsWith('http://sim.test/'))).toHaveLength(3)
    expect(hostile.banners.some((url) => url.startsWith('javascript:'))).toBe(true)
    await expect(dev(simulator, '/content/hostile', { on: 'yes' })).rejects.toThrow(/on must be a boolean/)
    await dev(simulator, '/reset', {})
    expect(await urls()).toEqual(seeded)
  })
})

describe('resources', () => {
  test('app profiles, six social networks and three customer-service channels; groups switch off', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    const types = async () =>
      (await client.call(endpoints.systemStatus, {})).info.resources.map((resource) => resource.resourceType)
    const all = await types()
    expect(all.slice(0, 2)).toEqual(['MOBILECONFIG', 'ANDROID'])
    expect(all.filter((type) => type.startsWith('CS_'))).toHaveLength(3)
    expect(all).toHaveLength(11)
    await dev(simulator, '/resources', { ios: false })
    expect(await types()).not.toContain('MOBILECONFIG')
    expect(await types()).toContain('ANDROID')
    await dev(simulator, '/resources', { android: false, social: false })
    expect(await types()).toEqual(['CS_LIVECHAT', 'CS_WHATSAPP', 'CS_TELEGRAM'])
    await expect(dev(simulator, '/resources', { ios: 'no' })).rejects.toThrow(/Unknown resource group/)
    await dev(simulator, '/reset', {})
    expect(await types()).toEqual(all)
  })
})

describe('help centre', () => {
  test.each([
    ['EN', 'About us'],
    ['CN', '关于我们'],
    ['TW', '關於我們'],
    ['VI', 'Về chúng tôi'],
    ['AR', 'من نحن'],
  ])('sections at the footer anchors, in %s; hostile HTML only when asked for', async (lang, title) => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    const clean = helpSectionsOf(await client.call(endpoints.helpCenter, { lang, device: 'WEB' }))
    const cleanHtml = clean.map((section) => section.content).join('\n')
    for (const payload of xssPayloads) expect(cleanHtml).not.toContain(payload.html)
    expect(cleanHtml).not.toMatch(/<(script|img|iframe)\b|\son\w+=/i)
    await dev(simulator, '/content/hostile', {})
    const value = await client.call(endpoints.helpCenter, { lang, device: 'WEB' })
    const sections = helpSectionsOf(value)
    expect(sections.map((section) => section.anchor)).toEqual([
      'about',
      'deposit',
      'withdraw',
      'terms',
      'privacy',
      'responsible',
      'faq',
    ])
    expect(sections[0]?.title).toBe(title)
    const html = sections.map((section) => section.content).join('\n')
    for (const payload of xssPayloads) expect(html).toContain(payload.html)
  })
})

describe('chat', () => {
  test('models in the language; the launch opens a dark self-contained page on the simulator', async () => {
    const simulator = createSimulator()
    const client = testClient(simulator)
    client.context.language = 'CN'
    const { list } = (await client.call(endpoints.chatModels, {})) as {
      list: { modelId: string; title: string }[]
    }
    expect(list.map((model) => model.modelId)).toEqual(['support', 'vip', 'lobby'])
    expect(list[0]?.title).toBe('在线客服')
    const { chatUrl } = await client.call(endpoints.chatLaunch, { modelId: 'vip' })
    expect(chatUrl).toBe('http://sim.test/sim/chat/vip?lang=CN')
    const page = await simulator.fetch(new Request(chatUrl))
    const html = await page.text()
    expect(page.status).toBe(200)
    expect(html).toContain('VIP专属客服')
    expect(html).not.toMatch(/(src|href)="https?:/)
    expect(await refusal(client.call(endpoints.chatLaunch, { modelId: 'nope' }))).toEqual({
      kind: 'business',
      code: 'unknown_chat_model',
    })
    expect((await simulator.fetch(new Request('http://sim.test/sim/chat/nope'))).status).toBe(404)
  })
})
