import { endpoints } from '@portal/core'
import { expect, test } from 'vitest'
import { createSimulator } from './simulator'
import { signIn, testClient } from './testing/client'
import { dev } from './testing/dev'

/** Simulator content read in each language the portal ships (issue 18): nothing falls back to English. */

const languages = ['EN', 'CN', 'TW', 'VI', 'AR'] as const
const arabicLetters = /[\u0600-\u06ff]/

async function member(language: string) {
  const simulator = createSimulator()
  const client = testClient(simulator)
  await signIn(client, 'member01', 'Demo1234')
  client.context.language = language
  return { simulator, client }
}

test('missions are titled in the caller language, each language its own words', async () => {
  const titles = new Map<string, string[]>()
  for (const language of languages) {
    const { client } = await member(language)
    const { missions } = (await client.call(endpoints.missionSummary, {})) as {
      missions: { missionId: string; title: string }[]
    }
    expect(missions.map((mission) => mission.missionId)).toEqual(['M-LOGIN', 'M-FAV', 'M-POINTS'])
    titles.set(
      language,
      missions.map((mission) => mission.title),
    )
  }
  expect(titles.get('EN')).toEqual(['Sign in 7 days', 'Pick 3 favourite games', 'Collect 10,000 points'])
  expect(titles.get('TW')).toEqual(['登入 7 天', '收藏 3 款遊戲', '累積 10,000 積分'])
  for (const title of titles.get('AR') ?? []) expect(title).toMatch(arabicLetters)
  expect(new Set([...titles.values()].map((list) => list.join('|'))).size).toBe(languages.length)
})

test('the points mall names its rewards and writes its history in the caller language', async () => {
  const { simulator, client } = await member('AR')
  const found = simulator.store.findMember('member01')
  if (!found) throw new Error('seed lost member01')
  found.points = 5_000
  const { list } = await client.call(endpoints.pointRewards, {})
  const voucher = list.find((reward) => reward.rewardId === 'R-CASH10')
  expect(voucher?.productName).toBe('قسيمة نقدية 10')
  // Its picture carries no English word: the name is its title, and no type badge is drawn.
  const tile = await (await simulator.fetch(new Request(voucher?.imageUrl ?? ''))).text()
  expect(tile).toContain('<title>قسيمة نقدية 10</title>')
  expect(tile).not.toMatch(/REWARD|[A-Za-z]{3,}<\/text>/)
  await client.call(endpoints.redeemPointReward, {
    rewardId: 'R-CASH10',
    quantity: 1,
    paymentPassword: '123456',
    idempotencyKey: 'redeem-ar-1',
  })
  await dev(simulator, '/points/decide', { account: 'member01', status: 'rejected' })
  const records = await client.call(endpoints.redeemPointRecords, {})
  expect(records.content[0]?.productName).toBe('قسيمة نقدية 10')
  client.context.language = 'VI'
  const changes = await client.call(endpoints.pointTransactions, {})
  expect(changes.content.map((change) => change.remarks)).toEqual([
    'Hoàn lại: Phiếu tiền mặt 10',
    'Đổi 1 × Phiếu tiền mặt 10',
  ])
  // A language with no text of its own reads English.
  client.context.language = 'TY'
  expect((await client.call(endpoints.redeemPointRecords, {})).content[0]?.productName).toBe(
    'Cash voucher 10',
  )
})

test('deposit channels: brand names in every language, the bonuses offered with them in the caller language', async () => {
  const names = new Map<string, string[]>()
  for (const language of languages) {
    const { client } = await member(language)
    const channels = await client.call(endpoints.depositChannels, undefined)
    // A channel's name is its provider's brand; the portal names the kind (bank, QR…) in the page's language.
    expect(channels.map((channel) => channel.name)).toEqual([
      'Demo Savings Bank',
      'DemoPay',
      'DemoQR',
      'USDT',
      'DemoMatch',
    ])
    names.set(
      language,
      channels.flatMap((channel) => channel.promotions.map((promotion) => promotion.name)),
    )
  }
  expect(names.get('EN')).toEqual(['First deposit 100%', 'Reload 10%'])
  expect(names.get('TW')).toEqual(['首存 100%', '續存 10%'])
  for (const name of names.get('AR') ?? []) expect(name).toMatch(arabicLetters)
  expect(new Set([...names.values()].map((list) => list.join('|'))).size).toBe(languages.length)
})
