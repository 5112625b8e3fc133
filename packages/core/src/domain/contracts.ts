/**
 * Agent contracts (spec §3, §4, §9): what an upline pays a downline for the downline's team. Money is integer
 * minor units (bigint), ratios integer basis points (1 bp = 0.01 %), so no binary float enters the payout.
 */
export const contractKinds = ['dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary'] as const
export type ContractKind = (typeof contractKinds)[number]

/** D daily, W weekly, H half-month, M monthly (spec §9); dividends choose one, salaries have their own. */
export const contractPeriods = ['D', 'W', 'H', 'M'] as const
export type ContractPeriod = (typeof contractPeriods)[number]

/**
 * One step of a contract. Each kind reads the fields it needs:
 * - dividend: valid bet of the period ≥ `minBet`, team loss ≥ `minLoss`, active people ≥ `minActive` → `ratio`
 *   of the team's loss;
 * - daily and hourly salary: team volume (valid bet) of the day or hour ≥ `minBet`, active people ≥
 *   `minActive` → `ratio` of the volume;
 * - real-time salary: bet amount of the 5-minute period ≥ `minBet` → the volume times `ratio` (the win rate,
 *   when the team won or broke even) or `lossRatio` (the loss rate, when it lost).
 */
export interface ContractTier {
  minBet: bigint
  minLoss: bigint
  minActive: number
  /** Basis points. */
  ratio: number
  /** Basis points; real-time salary only. */
  lossRatio: number
}

/** The team's figures for the period being paid. `profitLoss` is the players' result: negative, they lost. */
export interface TeamFigures {
  validBet: bigint
  profitLoss: bigint
  activePeople: number
}

export interface ContractPayout {
  /** The tier that applies (index into the tiers), or null when none is reached. */
  tier: number | null
  /** What the base is: the team's loss (dividend) or volume (salaries), minor units. */
  base: bigint
  /** Basis points applied. */
  ratio: number
  amount: bigint
}

/** Ratios are 0–100 % (0–10,000 bp): more than the whole base is never paid. */
export const maxRatio = 10_000

const teamLoss = (figures: TeamFigures) => (figures.profitLoss < 0n ? -figures.profitLoss : 0n)

function reaches(kind: ContractKind, tier: ContractTier, figures: TeamFigures): boolean {
  if (figures.validBet < tier.minBet) return false
  if (kind === 'realTimeSalary') return true
  if (figures.activePeople < tier.minActive) return false
  return kind !== 'dividend' || teamLoss(figures) >= tier.minLoss
}

const rateOf = (kind: ContractKind, tier: ContractTier, figures: TeamFigures) =>
  kind === 'realTimeSalary' && figures.profitLoss < 0n ? tier.lossRatio : tier.ratio

/**
 * What a contract pays for the figures: the reached tier with the highest ratio, applied to the base, rounded
 * down to the minor unit (the platform never pays a fraction it does not have). Used by the simulator to pay
 * and by the offer screen's preview, so both say the same.
 */
export function contractPayout(
  kind: ContractKind,
  tiers: readonly ContractTier[],
  figures: TeamFigures,
): ContractPayout {
  const base = kind === 'dividend' ? teamLoss(figures) : figures.validBet > 0n ? figures.validBet : 0n
  let best: number | null = null
  let ratio = 0
  tiers.forEach((tier, index) => {
    if (!reaches(kind, tier, figures)) return
    const rate = Math.min(maxRatio, Math.max(0, rateOf(kind, tier, figures)))
    if (best === null || rate > ratio) {
      best = index
      ratio = rate
    }
  })
  return { tier: best, base, ratio, amount: (base * BigInt(ratio)) / BigInt(maxRatio) }
}

/** The highest ratio a contract can pay: what its downline may at most give further down (spec §4). */
export const topRatio = (tiers: readonly ContractTier[]) =>
  tiers.reduce((top, tier) => Math.max(top, tier.ratio, tier.lossRatio), 0)

/** Basis points as percent text with up to two decimals (150 → "1.5"), for display and inputs. */
export function ratioToPercent(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100)
  const rest = String(Math.abs(basisPoints % 100))
    .padStart(2, '0')
    .replace(/0+$/, '')
  return rest ? `${whole}.${rest}` : String(whole)
}

/** Percent text ("1.5", "0.25") → basis points, or null when not a percent 0–100 with at most two decimals. */
export function percentToRatio(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!match) return null
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return basisPoints <= maxRatio ? basisPoints : null
}
