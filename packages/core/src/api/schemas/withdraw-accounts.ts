import * as v from 'valibot'
import { numeric } from './common'

// Withdrawal accounts (issue 32): the platform's rules for binding bank cards and the removal of one
// (original-calls.md §2, getBindBankCardSetting and withdrawDelCard; the original's shapes are unknown, these
// are ours).

/** The card form's fields a platform may require beside the bank and the number. */
export const cardSettingFields = ['realName', 'branch'] as const
export type CardSettingField = (typeof cardSettingFields)[number]

export const bankCardSettingSchema = /* @__PURE__ */ v.object({
  /** How many cards a member may bind. */
  maxCards: v.pipe(numeric, v.integer(), v.minValue(1)),
  /** Fields the card form must fill; a field not named is not asked for (unknown names are ignored). */
  requiredFields: v.pipe(
    v.array(v.string()),
    v.transform((names) => cardSettingFields.filter((field) => names.includes(field))),
  ),
})

export const removeBankCardRequestSchema = /* @__PURE__ */ v.object({
  cardId: v.pipe(v.string(), v.nonEmpty()),
  /** The step-up: the fund password, on the one shared counter. */
  paymentPassword: v.string(),
})

export type BankCardSetting = v.InferOutput<typeof bankCardSettingSchema>
