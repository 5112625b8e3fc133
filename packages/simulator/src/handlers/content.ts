import { refuse } from '../envelope'
import type { Handle } from '../route'
import { bannerGroups } from '../seed/catalog'
import { trialTypes } from '../seed/members'
import { whitelabelTree } from '../seed/whitelabel'
import { mustBeSignedIn } from './member'

const helpSections = [
  ['about', 'About us', 'A simulated portal for development and tests.'],
  ['deposit', 'How to deposit', 'Open the wallet, pick a channel and follow the steps.'],
  ['withdraw', 'How to withdraw', 'Bind a payout account, then request a withdrawal.'],
  ['responsible', 'Responsible gaming', 'Players must be 18 or older. Set limits and take breaks.'],
  ['privacy', 'Privacy policy', 'The simulator keeps everything in memory and forgets it on reset.'],
] as const

/** Home-page content, help, feedback, chat, wallet mode and the white-label settings. */
export function contentHandlers(handle: Handle): void {
  handle('announcements', (_input, { store, origin }) => {
    const { notices } = store.state.catalog
    const banners = Object.entries(bannerGroups).flatMap(([groupName, titles]) =>
      titles.map((title, index) => ({
        url: `${origin}/sim/art/banner/${groupName}-${index + 1}.svg?${new URLSearchParams({ title: title.toUpperCase() })}`,
        groupName,
        linkageType: groupName === 'w_home' && index === 0 ? 'PROMOTION' : null,
      })),
    )
    return { banners, ...notices }
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

  handle('consolidatedFunds', (_input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    if (trialTypes.includes(signedIn.type)) return refuse('trial_account', 'A real account is needed')
    if (!store.state.flags.AGENTPOLICY3)
      return refuse('feature_disabled', 'Agent contracts are not available')
    return {
      dailysalreqtype: 0,
      divtypereq: 0,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
      info: { contractmrdailysalinfotype: 0, contracthoursalinfo: 0, dailysalinfotype: 0, divtypeinfo: 0 },
    }
  })
}
