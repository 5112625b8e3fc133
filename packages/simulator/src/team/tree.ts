import { createPrng, hashText } from '../prng'
import { demoPassword, type Member } from '../seed/members'

const day = 86_400_000

/** Where a member stands in the team tree: under whom, since when, and when they last signed in before the run. */
export interface TeamNode {
  account: string
  /** The agent who brought them in. */
  upline: string
  registeredAt: number
  /** The last sign-in the seed knows of; sign-ins of this run are read from the sessions (team/figures.ts). */
  lastLoginAt: number | null
}

/** The team tree by account. Only downlines have a node; the top agent (agent01) has none. */
export type Team = Map<string, TeamNode>

export interface SeededTeam {
  team: Team
  /** The downlines as real members (password Demo1234), to add to the world's members. */
  members: Member[]
}

/**
 * agent01's team, three levels deep: 4 sub-agents and 8 members under agent01 (member01 among them, the one
 * agent01's seeded contract offers are for), 1 sub-agent and 3 members under each first-level sub-agent, and
 * 6 members under each second-level one: 12 + 16 + 24 = 52 downlines. Registration dates spread over the last
 * 150 days (some today, yesterday and this month, so "new members" shows); every 11th account is locked;
 * histories start at registration, at most 90 days back. Deterministic from the seed.
 */
export function seedTeam(seed: number, now: number, firstId: number): SeededTeam {
  const prng = createPrng(seed ^ hashText('team'))
  const team: Team = new Map()
  const members: Member[] = []
  let players = 0
  let agents = 0

  const add = (upline: string, kind: 'agent' | 'member', account?: string): string => {
    const name =
      account ??
      (kind === 'agent'
        ? `agent${String(++agents + 1).padStart(2, '0')}`
        : `player${String(++players).padStart(3, '0')}`)
    // Newest accounts last, so a few land today and yesterday; the first ones are months old.
    const order = team.size
    const ageDays = order >= 49 ? 52 - order - 1 : Math.max(2, 150 - order * 3 + prng.int(-2, 2))
    const registeredAt = now - ageDays * day - prng.int(1, ageDays === 0 ? 30 : 480) * 60_000
    const lastLoginAt =
      prng.next() < 0.15 ? null : Math.min(now - 60_000, registeredAt + prng.int(0, ageDays) * day)
    team.set(name, { account: name, upline, registeredAt, lastLoginAt })
    if (!account)
      members.push({
        id: firstId + members.length,
        account: name,
        password: demoPassword,
        nickname: name,
        type: kind === 'agent' ? 2 : 0,
        vipLabelName: 'VIP Bronze',
        vipRankLevel: prng.int(0, 2),
        openingBalance: prng.int(10, 300) * 1_000,
        history: ageDays > 0,
        historyDays: Math.min(90, Math.max(1, ageDays)),
        points: 0,
        fundPassword: '123456',
        unreadMessage: 0,
        mobileNum: null,
        countryDialingCode: null,
        email: null,
        logins: lastLoginAt === null ? 0 : prng.int(1, 60),
        passwordExpired: false,
        locked: order % 11 === 10,
        language: 'EN',
        demonstrates: `agent01's team, level ${levelOf(team, name, 'agent01')}`,
      })
    return name
  }

  const top = 'agent01'
  const firstAgents = [1, 2, 3, 4].map(() => add(top, 'agent'))
  add(top, 'member', 'member01')
  for (let i = 0; i < 7; i++) add(top, 'member')
  const secondAgents = firstAgents.map((agent) => {
    for (let i = 0; i < 3; i++) add(agent, 'member')
    return add(agent, 'agent')
  })
  for (const agent of secondAgents) for (let i = 0; i < 6; i++) add(agent, 'member')
  return { team, members }
}

/** How many levels below `agent` the account is (1: a direct downline), or null when not in that team. */
export function levelOf(team: Team, account: string, agent: string): number | null {
  let level = 0
  for (let node = team.get(account); node; node = team.get(node.upline)) {
    level++
    if (node.upline === agent) return level
  }
  return null
}

/** The accounts from `agent` down to `account`, both included: the breadcrumbs of a drill-down. */
export function pathTo(team: Team, account: string, agent: string): string[] | null {
  const path = [account]
  for (let node = team.get(account); node; node = team.get(node.upline)) {
    path.unshift(node.upline)
    if (node.upline === agent) return path
  }
  return account === agent ? [agent] : null
}

/** Everyone under `agent`, all levels, in registration order, with their level below `agent`. */
export function downlinesOf(team: Team, agent: string): { node: TeamNode; level: number }[] {
  const found: { node: TeamNode; level: number }[] = []
  for (const node of team.values()) {
    const level = levelOf(team, node.account, agent)
    if (level !== null) found.push({ node, level })
  }
  return found
}
