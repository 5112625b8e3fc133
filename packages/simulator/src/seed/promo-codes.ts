/** A promo code of the demo merchant: what it credits, the turnover it asks, for whom and until when. */
export interface PromoCodeRule {
  code: string
  /** Minor units. */
  amount: number
  /** The turnover asked before a withdrawal: this many times the amount. */
  turnoverMultiplier: number
  /** Days from the seed's start: valid from (may be negative) until. */
  validFromDays: number
  validUntilDays: number
  /** Only these accounts; anyone's when absent. */
  accounts?: readonly string[]
  /** Only members at this VIP level or above. */
  minVip?: number
  /** How many members may claim it in all; unlimited when absent. */
  maxClaims?: number
}

/** Codes are compared without case. Each pays a member once. */
export const promoCodeRules: readonly PromoCodeRule[] = [
  { code: 'WELCOME8', amount: 800, turnoverMultiplier: 3, validFromDays: -30, validUntilDays: 365 },
  {
    code: 'LUCKY88',
    amount: 8_800,
    turnoverMultiplier: 5,
    validFromDays: -30,
    validUntilDays: 365,
    minVip: 2,
  },
  { code: 'SPRING2025', amount: 2_000, turnoverMultiplier: 3, validFromDays: -400, validUntilDays: -30 },
  {
    code: 'AGENTONLY',
    amount: 5_000,
    turnoverMultiplier: 2,
    validFromDays: -30,
    validUntilDays: 365,
    accounts: ['agent01'],
  },
  {
    code: 'FIRST2',
    amount: 500,
    turnoverMultiplier: 1,
    validFromDays: -30,
    validUntilDays: 365,
    maxClaims: 2,
  },
]
