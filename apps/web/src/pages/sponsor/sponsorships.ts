import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** The three sponsorships of /sponsor1–/sponsor3 (spec §2); the product text names the pages, not their content. */
export interface Sponsorship {
  path: string
  name: string
  colours: readonly [string, string]
  sport: MessageDescriptor
  since: number
  text: MessageDescriptor
  highlights: readonly MessageDescriptor[]
}

export const sponsorships: readonly Sponsorship[] = [
  {
    path: '/sponsor1',
    name: 'Nova City FC',
    colours: ['#7c3aed', '#fbbf24'],
    sport: msg`Football`,
    since: 2021,
    text: msg`Official partner of Nova City FC: our name on the sleeve, match-day tickets and signed shirts for our players.`,
    highlights: [msg`League champions 2023`, msg`Monthly ticket draws`, msg`Meet-the-team events`],
  },
  {
    path: '/sponsor2',
    name: 'Thunder Esports',
    colours: ['#0ea5e9', '#22d3ee'],
    sport: msg`Esports`,
    since: 2022,
    text: msg`Main sponsor of Thunder Esports across their MOBA and shooter rosters, with live watch parties for our community.`,
    highlights: [msg`Regional finalists`, msg`Live watch parties`, msg`Exclusive in-game items`],
  },
  {
    path: '/sponsor3',
    name: 'Dragon Boat Open',
    colours: ['#dc2626', '#f59e0b'],
    sport: msg`Water sports`,
    since: 2024,
    text: msg`Title sponsor of the Dragon Boat Open, a week of racing, music and food on the river.`,
    highlights: [msg`48 teams`, msg`Family festival`, msg`Prize draws every race day`],
  },
]
