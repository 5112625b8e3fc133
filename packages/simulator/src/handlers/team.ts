import { refuse } from '../envelope'
import { ledgerOf, mainBalanceOf } from '../ledger/book'
import { toWire } from '../ledger/wire'
import type { Handle } from '../route'
import { agentTypes, type Member } from '../seed/members'
import type { Store } from '../store'
import { add, dailyMoney, isoDay, lastLoginOf, type Money4, noMoney, periodRange } from '../team/figures'
import { teamProfitLoss } from '../team/profit-loss'
import { downlinesOf, levelOf, pathTo } from '../team/tree'
import { mustBeSignedIn } from './member'

const day = 86_400_000
/** Days of the chart for today and yesterday; this month's chart has the month's days. */
const seriesDays = 14

const wireMoney = (sums: Money4) => ({
  deposits: toWire(sums.deposits),
  withdrawals: toWire(sums.withdrawals),
  bets: toWire(sums.bets),
  profitLoss: toWire(sums.profitLoss),
})

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString())

export function mustBeAgent(member: Member | null) {
  const signedIn = mustBeSignedIn(member)
  return agentTypes.includes(signedIn.type) ? signedIn : refuse('non_agent', 'Only agents have a team')
}

/** The downline as a member of the world; the tree only holds accounts that exist. */
function memberOf(store: Store, account: string): Member {
  const member = store.findMember(account)
  if (!member) throw new Error(`team member ${account} is not a member`)
  return member
}

function downlineRow(store: Store, agent: string, account: string) {
  const { team } = store.state
  const member = memberOf(store, account)
  const node = team.get(account)
  if (!node) throw new Error(`${account} is in no team`)
  let directs = 0
  for (const other of team.values()) if (other.upline === account) directs++
  return {
    account,
    kind: agentTypes.includes(member.type) ? ('agent' as const) : ('member' as const),
    level: levelOf(team, account, agent) ?? 0,
    status: member.locked ? ('locked' as const) : ('normal' as const),
    registeredAt: new Date(node.registeredAt).toISOString(),
    lastLoginAt: iso(lastLoginOf(store, team, account)),
    balance: toWire(mainBalanceOf(store, member)),
    directs,
  }
}

/** The agent centre's team (issue 16): overview, downlines, a downline's details; agents only. */
export function teamHandlers(handle: Handle): void {
  handle('teamOverview', (input, { store, member }) => {
    const agent = mustBeAgent(member)
    if ('code' in agent) return agent
    const now = store.now()
    const range = periodRange(input.period, now)
    const seriesFrom = input.period === 'month' ? range.from : range.to - seriesDays * day
    const downs = downlinesOf(store.state.team, agent.account).filter(
      ({ node }) => node.registeredAt < range.to,
    )
    const totals = noMoney()
    const series = new Map<number, Money4 & { active: number }>()
    for (let at = seriesFrom; at < range.to; at += day) series.set(at, { ...noMoney(), active: 0 })
    let active = 0
    for (const { node } of downs) {
      let bet = false
      for (const [at, sums] of dailyMoney(
        store,
        memberOf(store, node.account),
        Math.min(seriesFrom, range.from),
      )) {
        if (at >= range.from && at < range.to) {
          add(totals, sums)
          if (sums.bets > 0) bet = true
        }
        const point = series.get(at)
        if (point) {
          add(point, sums)
          if (sums.bets > 0) point.active++
        }
      }
      if (bet) active++
    }
    return {
      period: input.period,
      from: isoDay(range.from),
      to: isoDay(range.to - day),
      teamSize: downs.length,
      directs: downs.filter(({ level }) => level === 1).length,
      newMembers: downs.filter(({ node }) => node.registeredAt >= range.from).length,
      activeMembers: active,
      ...wireMoney(totals),
      series: [...series].map(([at, point]) => ({
        date: isoDay(at),
        ...wireMoney(point),
        activeMembers: point.active,
      })),
    }
  })

  handle('teamDownlines', (input, { store, member }) => {
    const agent = mustBeAgent(member)
    if ('code' in agent) return agent
    const { team } = store.state
    const parent = input.parent || agent.account
    const path = pathTo(team, parent, agent.account)
    if (!path) return refuse('not_in_team', 'Not a member of your team', { field: 'parent' })
    const search = input.account?.toLowerCase() ?? ''
    const level = input.level ?? null
    const rows = downlinesOf(team, parent)
      .filter((row) => (level === null || row.level === level) && row.node.account.includes(search))
      .sort((a, b) => a.level - b.level || b.node.registeredAt - a.node.registeredAt)
    const pageSize = input.pageSize ?? 10
    const totalPages = Math.max(1, Math.ceil(rows.length / pageSize))
    const pageNum = Math.min(input.pageNum ?? 1, totalPages)
    return {
      content: rows
        .slice((pageNum - 1) * pageSize, pageNum * pageSize)
        .map((row) => downlineRow(store, agent.account, row.node.account)),
      pageNum,
      totalPages,
      total: rows.length,
      path: path.slice(1),
    }
  })

  handle('downlineDetails', (input, { store, member }) => {
    const agent = mustBeAgent(member)
    if ('code' in agent) return agent
    const { team } = store.state
    const account = input.account.toLowerCase()
    if (levelOf(team, account, agent.account) === null)
      return refuse('not_in_team', 'Not a member of your team', { field: 'account' })
    const downline = memberOf(store, account)
    const month = noMoney()
    for (const sums of dailyMoney(store, downline, periodRange('month', store.now()).from).values())
      add(month, sums)
    const lastDeposit = ledgerOf(store, downline).entries.findLast((entry) => entry.kind === 'deposit')
    return {
      ...downlineRow(store, agent.account, account),
      upline: team.get(account)?.upline ?? agent.account,
      nickname: downline.nickname,
      vip: downline.vipLabelName,
      teamSize: downlinesOf(team, account).length,
      month: wireMoney(month),
      lastDepositAt: iso(lastDeposit?.at ?? null),
    }
  })

  handle('teamProfitLoss', (input, { store, member }) => {
    const agent = mustBeAgent(member)
    if ('code' in agent) return agent
    const from = Date.parse(`${input.from}T00:00:00Z`)
    const to = Date.parse(`${input.to}T00:00:00Z`) + day
    if (to <= from) return refuse('invalid_range', 'The first day is after the last', { field: 'from' })
    const search = input.account?.toLowerCase() ?? ''
    const parent = input.parent?.toLowerCase() || null
    if (parent && !pathTo(store.state.team, parent, agent.account))
      return refuse('not_in_team', 'Not a member of your team', { field: 'parent' })
    const under = parent
      ? new Set(downlinesOf(store.state.team, parent).map(({ node }) => node.account))
      : null
    const { rows } = teamProfitLoss(store, agent.account, from, to, input.level ?? null)
    const matching = rows.filter((row) => row.account.includes(search) && (!under || under.has(row.account)))
    const totals = noMoney()
    for (const row of matching) add(totals, row)
    const pageSize = input.pageSize ?? 10
    const totalPages = Math.max(1, Math.ceil(matching.length / pageSize))
    const pageNum = Math.min(input.pageNum ?? 1, totalPages)
    return {
      content: matching.slice((pageNum - 1) * pageSize, pageNum * pageSize).map((row) => ({
        account: row.account,
        level: row.level,
        kind: agentTypes.includes(memberOf(store, row.account).type)
          ? ('agent' as const)
          : ('member' as const),
        ...wireMoney(row),
      })),
      pageNum,
      totalPages,
      total: matching.length,
      totals: wireMoney(totals),
    }
  })
}
