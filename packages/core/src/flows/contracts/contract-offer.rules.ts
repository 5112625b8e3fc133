import type { Contract, ContractList } from '../../api/schemas/contracts'
import {
  type ContractKind,
  type ContractPayout,
  type ContractPeriod,
  type ContractTier,
  contractPayout,
  percentToRatio,
  topRatio,
} from '../../domain/contracts'
import { type Money, money, moneyToDecimal, parseMoney } from '../../domain/money'

/** A tier as typed: amounts as decimal text, ratios as percent text. */
export interface TierDraft {
  minBet: string
  minLoss: string
  minActive: string
  ratio: string
  lossRatio: string
}

export interface OfferDraft {
  kind: ContractKind
  downline: string
  /** Dividends only; salaries have their own period. */
  period: ContractPeriod
  tiers: readonly TierDraft[]
}

export type TierField = keyof TierDraft
/** Codes the app translates, keyed `downline` or `tiers.<index>.<field>`. */
export type OfferIssue = 'contract.downline' | 'contract.amount' | 'contract.people' | 'contract.ratio'

export const emptyTier = (): TierDraft => ({
  minBet: '0',
  minLoss: '0',
  minActive: '0',
  ratio: '',
  lossRatio: '0',
})

export const emptyDraft = (): OfferDraft => ({
  kind: 'dailySalary',
  downline: '',
  period: 'D',
  tiers: [emptyTier()],
})

const amountOf = (text: string): Money | null => {
  const parsed = parseMoney(text)
  return parsed && parsed.minor >= 0n ? parsed : null
}

/** The typed tiers as the core counts them, and what is wrong beside which field. */
export function readDraft(draft: OfferDraft): { tiers: ContractTier[]; issues: Record<string, OfferIssue> } {
  const issues: Record<string, OfferIssue> = {}
  if (!draft.downline) issues.downline = 'contract.downline'
  const tiers = draft.tiers.map((tier, index) => {
    const minBet = amountOf(tier.minBet)
    const minLoss = amountOf(tier.minLoss)
    const minActive = /^\d{1,5}$/.test(tier.minActive.trim()) ? Number(tier.minActive) : null
    const ratio = percentToRatio(tier.ratio)
    const lossRatio = percentToRatio(tier.lossRatio)
    if (!minBet) issues[`tiers.${index}.minBet`] = 'contract.amount'
    if (!minLoss) issues[`tiers.${index}.minLoss`] = 'contract.amount'
    if (minActive === null) issues[`tiers.${index}.minActive`] = 'contract.people'
    if (ratio === null) issues[`tiers.${index}.ratio`] = 'contract.ratio'
    if (lossRatio === null) issues[`tiers.${index}.lossRatio`] = 'contract.ratio'
    return {
      minBet: minBet?.minor ?? 0n,
      minLoss: minLoss?.minor ?? 0n,
      minActive: minActive ?? 0,
      ratio: ratio ?? 0,
      lossRatio: lossRatio ?? 0,
    }
  })
  return { tiers, issues }
}

/** The downline's live contracts of the kind that give more than the offer: they end if the offer is signed. */
export function conflictsOf(list: ContractList | null, draft: OfferDraft): Contract[] {
  const ratio = topRatio(readDraft(draft).tiers)
  return (list?.below ?? []).filter(
    (contract) =>
      contract.upline === draft.downline &&
      contract.kind === draft.kind &&
      ['offered', 'signed', 'terminating'].includes(contract.status) &&
      topRatio(
        contract.tiers.map((tier) => ({ ...tier, minBet: tier.minBet.minor, minLoss: tier.minLoss.minor })),
      ) > ratio,
  )
}

const figureKey = (draft: OfferDraft) =>
  draft.kind === 'dividend'
    ? draft.period
    : draft.kind === 'dailySalary'
      ? 'day'
      : draft.kind === 'hourlySalary'
        ? 'hour'
        : 'slot'

/**
 * What the offer would pay now: the tiers as typed, on the downline's team figures so far this period (today,
 * this hour, these 5 minutes or the dividend period). Null until a downline is picked.
 */
export function previewOf(
  list: ContractList | null,
  draft: OfferDraft,
): (ContractPayout & { figures: { validBet: Money; profitLoss: Money; activePeople: number } }) | null {
  const figures = list?.downlines.find((one) => one.account === draft.downline)?.figures[figureKey(draft)]
  if (!figures) return null
  const payout = contractPayout(draft.kind, readDraft(draft).tiers, {
    validBet: figures.validBet.minor,
    profitLoss: figures.profitLoss.minor,
    activePeople: figures.activePeople,
  })
  return { ...payout, figures }
}

/** The offer as the API takes it. */
export const offerRequest = (draft: OfferDraft, autoTerminate: boolean) => ({
  kind: draft.kind,
  downline: draft.downline,
  period: draft.kind === 'dividend' ? draft.period : ('D' as const),
  tiers: readDraft(draft).tiers.map((tier) => ({
    ...tier,
    minBet: moneyToDecimal(money(tier.minBet)),
    minLoss: moneyToDecimal(money(tier.minLoss)),
  })),
  autoTerminate,
})
