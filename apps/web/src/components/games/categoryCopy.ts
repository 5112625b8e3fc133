import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { GameCategory } from '@portal/core'
import type { IconName } from '../Icon/Icon'

interface CategoryCopy {
  /** The header entry, the casino tab and the game page's title. */
  label: MessageDescriptor
  blurb: MessageDescriptor
  icon: IconName
}

/** What the app says about each game category (the core names them by code). */
export const categoryCopy: Record<GameCategory, CategoryCopy> = {
  HOME: { label: msg`Home`, blurb: msg`Everything in one place.`, icon: 'home' },
  HOT: {
    label: msg`Hot games`,
    blurb: msg`The games everyone is playing right now.`,
    icon: 'flame',
  },
  PROMO: { label: msg`Promotions`, blurb: msg`Bonuses and events.`, icon: 'gift' },
  DOWN: { label: msg`App download`, blurb: msg`Play on iOS and Android.`, icon: 'download' },
  LIVE: {
    label: msg`Live casino`,
    blurb: msg`Baccarat, roulette and blackjack streamed in HD with real dealers, around the clock.`,
    icon: 'cards',
  },
  SPORTS: {
    label: msg`Sports`,
    blurb: msg`Football, basketball, tennis and more: live odds on thousands of matches every day.`,
    icon: 'ball',
  },
  ESPORTS: {
    label: msg`Esports`,
    blurb: msg`Bet on the biggest tournaments in League of Legends, Dota 2, CS and more.`,
    icon: 'gamepad',
  },
  COCKFIGHT: {
    label: msg`Cockfighting`,
    blurb: msg`Live derbies from the best arenas.`,
    icon: 'trophy',
  },
  PVP: {
    label: msg`Card games`,
    blurb: msg`Classic card and board games against real players.`,
    icon: 'cards',
  },
  RNG: {
    label: msg`Slots`,
    blurb: msg`Hundreds of slots with jackpots, free spins and bonus rounds.`,
    icon: 'dice',
  },
  FISH: {
    label: msg`Fishing`,
    blurb: msg`Aim, fire and reel in big multipliers with friends.`,
    icon: 'fish',
  },
  LOTT: {
    label: msg`Lottery`,
    blurb: msg`Draw results, betting slips and lobbies for every lottery.`,
    icon: 'ticket',
  },
  ELOTT: {
    label: msg`E-lottery`,
    blurb: msg`Fast draws every few minutes.`,
    icon: 'ticket',
  },
  INHOUSE: {
    label: msg`In-house games`,
    blurb: msg`Our own originals, only here.`,
    icon: 'sparkles',
  },
}

export function copyOf(category: string): CategoryCopy | undefined {
  return Object.hasOwn(categoryCopy, category) ? categoryCopy[category as GameCategory] : undefined
}
