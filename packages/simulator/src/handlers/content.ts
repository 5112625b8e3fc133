import { refuse } from '../envelope'
import type { Handle } from '../route'
import { type AnnouncementSeed, announcementHtml } from '../seed/announcements'
import { bannerGroups } from '../seed/catalog'
import { inLanguage } from '../seed/localised'
import { whitelabelTree } from '../seed/whitelabel'

const helpSections = [
  ['about', 'About us', 'A simulated portal for development and tests.'],
  ['deposit', 'How to deposit', 'Open the wallet, pick a channel and follow the steps.'],
  ['withdraw', 'How to withdraw', 'Bind a payout account, then request a withdrawal.'],
  ['responsible', 'Responsible gaming', 'Players must be 18 or older. Set limits and take breaks.'],
  ['privacy', 'Privacy policy', 'The simulator keeps everything in memory and forgets it on reset.'],
] as const

/** Home-page content, help, feedback, chat, wallet mode and the white-label settings. */
export function contentHandlers(handle: Handle): void {
  handle('announcements', (_input, { store, origin, language }) => {
    const { notices } = store.state.catalog
    const shown = (seeds: readonly AnnouncementSeed[]) =>
      seeds.map((seed) => ({
        id: seed.id,
        title: inLanguage(seed.title, language),
        content: announcementHtml(seed, language, origin),
        startDateStr: seed.startDateStr,
        promotionType: seed.promotionType,
        execution: seed.execution,
      }))
    const banners = Object.entries(bannerGroups).flatMap(([groupName, seeds]) =>
      seeds.map((seed, index) => ({
        url: `${origin}/sim/art/banner/${groupName}-${index + 1}.svg`,
        groupName,
        title: seed.title,
        linkageType: seed.linkage?.linkageType ?? null,
        linkageValue: seed.linkage?.linkageValue ?? null,
      })),
    )
    return {
      banners,
      player: shown(notices.player),
      popup: shown(notices.popup),
      promotion: shown(notices.promotion),
    }
  })

  handle('winnerBoard', (input, { store }) => ({
    list: [...store.state.catalog.winners]
      .sort((a, b) => b.winAmount - a.winAmount)
      .slice(0, input.limitNum)
      .map((vo) => ({ vo })),
  }))

  handle('feedback', (input, { store, member }) => {
    const content = input.content.trim()
    if (!content) return refuse('field_required', 'Content must not be empty', { field: 'content' })
    store.state.feedback.push({
      questionType: input.questionType,
      content,
      account: member?.account ?? null,
      sentAt: store.now(),
    })
    return null
  })

  handle('helpCenter', () => ({
    sections: helpSections.map(([anchor, title, content]) => ({
      anchor,
      title,
      content: `<p>${content}</p>`,
    })),
  }))

  handle('domainRoute', (_input, { origin }) => ({ valid: true, domain: new URL(origin).host }))

  handle('chatModels', () => ({ list: [{ modelId: 'sim', title: 'Simulator support' }] }))
  handle('chatLaunch', (_input, { origin }) => ({ chatUrl: `${origin}/sim/page/live-chat` }))

  handle('whitelabel', (_input, { store }) => ({ whitelabelVal: whitelabelTree(store.state.flags) }))

  handle('merchantWallet', () => ({ isSingle: 0 as const }))
}
