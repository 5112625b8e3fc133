import { money } from '../../domain/money'
import type { TeamOverview, TeamPeriod } from './team-overview.types'

/** A team's figures for one period, as the API's schema gives them: money in minor units. */
export function overviewOf(period: TeamPeriod, bets = [0n, 25_000n, 100_000n]): TeamOverview {
  return {
    period,
    from: '2026-03-01',
    to: '2026-03-03',
    teamSize: 52,
    directs: 12,
    newMembers: 3,
    activeMembers: 20,
    deposits: money(1_234_500n),
    withdrawals: money(300_000n),
    bets: money(bets.reduce((sum, bet) => sum + bet, 0n)),
    profitLoss: money(-45_050n),
    series: bets.map((bet, index) => ({
      date: `2026-03-0${index + 1}`,
      deposits: money(0n),
      withdrawals: money(0n),
      bets: money(bet),
      profitLoss: money(-bet / 10n),
      activeMembers: index,
    })),
  }
}
