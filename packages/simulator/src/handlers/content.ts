import { refuse } from '../envelope'
import { toWire } from '../ledger/wire'
import type { Handle } from '../route'
import { type AnnouncementSeed, announcementHtml } from '../seed/announcements'
import { bannerGroups } from '../seed/catalog'
import { chatModel, chatModels } from '../seed/chat'
import { helpSections } from '../seed/help-centre'
import { hostileUrls } from '../seed/hostile-html'
import { inLanguage } from '../seed/localised'
import { whitelabelTree } from '../seed/whitelabel'
import { feedbackRefusal } from './feedback-limits'

/** Home-page content, help, feedback, chat, wallet mode and the white-label settings. */
export function contentHandlers(handle: Handle): void {
  handle('announcements', (_input, { store, origin, language }) => {
    const { notices } = store.state.catalog
    const { hostileContent } = store.state
    const shown = (seeds: readonly AnnouncementSeed[]) =>
      seeds.map((seed) => ({
        id: seed.id,
        title: inLanguage(seed.title, language),
        content: announcementHtml(seed, language, origin, hostileContent),
        startDateStr: seed.startDateStr,
        promotionType: seed.promotionType,
        execution: seed.execution,
      }))
    const banners = Object.entries(bannerGroups).flatMap(([groupName, seeds]) =>
      seeds.map((seed, index) => ({
        // With hostile content on, every group's first picture is a hostile address the portal must leave out.
        url:
          hostileContent && index === 0
            ? (hostileUrls[0] ?? '')
            : `${origin}/sim/art/banner/${groupName}-${index + 1}.svg?lang=${language}`,
        groupName,
        title: inLanguage(seed.title, language),
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
      .sort((a, b) => b.winMinor - a.winMinor)
      .slice(0, input.limitNum)
      .map(({ winMinor, ...winner }) => ({ vo: { ...winner, winAmount: toWire(winMinor) } })),
  }))

  handle(
    'feedback',
    (input, { store, member }) => {
      store.state.feedback.push({
        questionType: input.questionType,
        content: input.content.trim(),
        images: input.images ?? [],
        account: member?.account ?? null,
        sentAt: store.now(),
      })
      return null
    },
    feedbackRefusal,
  )

  handle('helpCenter', (_input, { store, language }) => ({
    sections: helpSections(language, store.state.hostileContent),
  }))

  // The address judged is the page's (its Origin or Referer), as a gateway sees it behind the portal's host.
  // Valid unless a test or a demo says otherwise: the simulator serves whatever address it is reached on.
  handle('domainRoute', (_input, { store, portalOrigin }) => ({
    valid: !store.state.invalidDomain,
    domain: new URL(portalOrigin).host,
  }))

  handle('chatModels', (_input, { language }) => ({
    list: chatModels.map((model) => ({ modelId: model.modelId, title: inLanguage(model.title, language) })),
  }))
  // Like game pages, the chat page is addressed on the caller's origin, so the portal's /sim proxy frames it.
  // With hostile content on, the address is a `data:` document the portal must refuse to frame.
  handle('chatLaunch', (input, { store, portalOrigin, language }) => {
    const wanted = typeof input?.modelId === 'string' ? input.modelId : (chatModels[0]?.modelId ?? '')
    const model = chatModel(wanted)
    if (!model) return refuse('unknown_chat_model', `No chat model ${wanted}`)
    if (store.state.hostileContent) return { chatUrl: hostileUrls[3] ?? '' }
    return { chatUrl: `${portalOrigin}/sim/chat/${model.modelId}?lang=${encodeURIComponent(language)}` }
  })

  handle('whitelabel', (_input, { store }) => ({ whitelabelVal: whitelabelTree(store.state.flags) }))
}
