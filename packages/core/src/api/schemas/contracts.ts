import * as v from 'valibot'
import { contractKinds, contractPeriods, maxRatio } from '../../domain/contracts'
import { amount, anyValue } from './common'

const ratio = /* @__PURE__ */ v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(maxRatio))

/** A tier on the wire: amounts as decimal text (read as Money), ratios as integer basis points. */
const tierSchema = /* @__PURE__ */ v.object({
  minBet: amount,
  minLoss: amount,
  minActive: v.pipe(v.number(), v.integer(), v.minValue(0)),
  ratio,
  lossRatio: ratio,
})

/**
 * Where a contract stands (ours: the original gives no statuses): offered to the downline, signed, rejected by
 * them, a termination asked by one side (`terminating`, waiting for the other), terminated, or terminated
 * automatically when its upline signed a lower contract (spec §4).
 */
export const contractStatuses = [
  'offered',
  'signed',
  'rejected',
  'terminating',
  'terminated',
  'autoTerminated',
] as const

export type ContractStatus = (typeof contractStatuses)[number]

/** Why a contract changed: codes the app translates. */
export const contractReasons = ['byUpline', 'byDownline', 'lowerRatioAbove', 'replaced'] as const

const historySchema = /* @__PURE__ */ v.object({
  status: v.picklist(contractStatuses),
  at: v.string(),
  reason: v.nullable(v.picklist(contractReasons)),
})

export const contractSchema = /* @__PURE__ */ v.object({
  id: v.string(),
  kind: v.picklist(contractKinds),
  /** null: the platform itself (a top agent's contract). */
  upline: v.nullable(v.string()),
  downline: v.string(),
  period: v.picklist(contractPeriods),
  tiers: v.array(tierSchema),
  status: v.picklist(contractStatuses),
  /** Who asked for the termination in force or done. */
  terminationBy: v.nullable(v.string()),
  history: v.array(historySchema),
})

export type Contract = v.InferOutput<typeof contractSchema>

/**
 * Contract actions of spec §4: sign, terminate, reject. Ours: `contractId` names the contract; `terminate` on a
 * signed contract asks for the end, on a `terminating` one asked by the other side confirms it; `reject`
 * refuses an offer or a termination asked by the other side.
 */
export const contractActionRequestSchema = /* @__PURE__ */ v.looseObject({
  action: v.picklist(['sign', 'terminate', 'reject']),
  contractId: v.optional(v.string()),
})

export type ContractAction = v.InferInput<typeof contractActionRequestSchema>['action']

/** An upline's offer to a direct downline (ours). `autoTerminate`: the upline agreed to the conflicts ending. */
export const offerContractRequestSchema = /* @__PURE__ */ v.object({
  kind: v.picklist(contractKinds),
  downline: v.pipe(v.string(), v.nonEmpty()),
  period: v.picklist(contractPeriods),
  tiers: v.pipe(
    v.array(
      v.object({
        minBet: v.string(),
        minLoss: v.string(),
        minActive: v.pipe(v.number(), v.integer(), v.minValue(0)),
        ratio,
        lossRatio: ratio,
      }),
    ),
    v.minLength(1),
    v.maxLength(10),
  ),
  autoTerminate: v.boolean(),
})

export type OfferContractRequest = v.InferInput<typeof offerContractRequestSchema>

const figuresSchema = /* @__PURE__ */ v.object({
  validBet: amount,
  profitLoss: amount,
  activePeople: v.pipe(v.number(), v.integer(), v.minValue(0)),
})

/** The periods a preview reads: this dividend period (D, W, H, M), today, this hour, this 5 minutes. */
export const figurePeriods = [...contractPeriods, 'day', 'hour', 'slot'] as const

/**
 * Everything the agent's contracts screen shows (ours): contracts I gave or got, contracts my direct
 * downlines gave further down (to find the ones a lower offer would end), and each direct downline's team
 * figures so far for the preview.
 */
export const contractListSchema = /* @__PURE__ */ v.object({
  contracts: v.array(contractSchema),
  below: v.array(contractSchema),
  downlines: v.array(
    v.object({
      account: v.string(),
      figures: v.object(
        Object.fromEntries(figurePeriods.map((period) => [period, figuresSchema])) as Record<
          (typeof figurePeriods)[number],
          typeof figuresSchema
        >,
      ),
    }),
  ),
})

export type ContractList = v.InferOutput<typeof contractListSchema>

/**
 * The consolidated funds answer (rows/wallet.ts), here beside the contract schema it embeds rather than with the
 * member's schemas: those reach the sign-in pages, which need no contract. Field names of the spec's consolidated
 * response; their value types are not given.
 */
export const consolidatedFundsSchema = /* @__PURE__ */ v.looseObject({
  dailysalreqtype: anyValue,
  divtypereq: anyValue,
  contracthoursalreq: anyValue,
  realtimesalreqtype: anyValue,
  info: v.nullish(
    v.looseObject({
      contractmrdailysalinfotype: anyValue,
      contracthoursalinfo: anyValue,
      dailysalinfotype: anyValue,
      divtypeinfo: anyValue,
    }),
  ),
  /** Ours: the contracts waiting for this member's answer (an offer, a termination asked by the other side). */
  requests: v.optional(v.array(contractSchema), []),
})

export type ConsolidatedFunds = v.InferOutput<typeof consolidatedFundsSchema>
