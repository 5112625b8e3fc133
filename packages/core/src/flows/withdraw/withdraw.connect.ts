import type { SnapshotFrom } from 'xstate'
import type {
  Bank,
  BankCard,
  WithdrawCharges,
  WithdrawOrder,
  WithdrawSettings,
} from '../../api/schemas/withdraw'
import type { CardSettingField } from '../../api/schemas/withdraw-accounts'
import type { WithdrawAccount } from '../../api/schemas/withdraw-methods'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { withdrawMachine } from './withdraw.machine'
import { isCardLimitReached, isOutcomeUnknown } from './withdraw.rules'
import type {
  CardField,
  WithdrawContext,
  WithdrawEvent,
  WithdrawFailure,
  WithdrawField,
  WithdrawIssue,
} from './withdraw.types'

export type WithdrawSnapshot = SnapshotFrom<typeof withdrawMachine>

export interface WithdrawView {
  status: 'loading' | 'failed' | 'ready' | 'done'
  settings: WithdrawSettings | null
  cards: readonly BankCard[]
  /** The e-wallet accounts and coin addresses the member bound (issue 32): chosen as a card is. */
  accounts: readonly WithdrawAccount[]
  banks: readonly Bank[]
  /** The name cards are held in, once the first card set it. */
  realName: string | null
  fields: Record<WithdrawField, string>
  fieldErrors: Partial<Record<WithdrawField, WithdrawIssue>>
  charges: WithdrawCharges | null
  /** The fee is being worked out for the amount typed. */
  pricing: boolean
  submitting: boolean
  /** The last submit got no answer: Retry sends it again, as the same withdrawal. */
  canRetry: boolean
  /** No fund password yet: the member must set one in the security centre first. */
  needsFundPassword: boolean
  /**
   * The platform asks for a verified identity first (issue 32): what is missing (`none` sent, `pending` review,
   * `rejected`), as the settings said or a refused withdrawal says now; null when nothing is.
   */
  identityMissing: IdentityMissing | null
  order: WithdrawOrder | null
  failure: WithdrawFailure | null
  card: {
    open: boolean
    saving: boolean
    /** The platform's limit: how many cards a member may bind, and whether it is reached (issue 32). */
    maxCards: number | null
    limitReached: boolean
    /** The fields the platform's card setting asks for beside the bank and the number. */
    required: readonly CardSettingField[]
    fields: Record<CardField, string>
    errors: Partial<Record<CardField, WithdrawIssue>>
    failure: WithdrawFailure | null
  }
  settingDefault: boolean
}

const emptyContext: Pick<WithdrawContext, 'fields' | 'cardFields'> = {
  fields: { amount: '', cardId: '', password: '' },
  cardFields: { bankCode: '', cardNumber: '', realName: '', branch: '', paymentPassword: '' },
}

type IdentityMissing = NonNullable<WithdrawSettings['identityMissing']>
const identityMissings: readonly string[] = ['none', 'pending', 'rejected'] satisfies IdentityMissing[]

function identityMissingOf(context: WithdrawContext | undefined): IdentityMissing | null {
  const refused = context?.failure?.code === 'identity_required' ? context.failure.values?.status : undefined
  if (typeof refused === 'string' && identityMissings.includes(refused)) return refused as IdentityMissing
  return context?.settings?.identityMissing ?? null
}

function viewOfWithdraw(snapshot: WithdrawSnapshot | undefined): WithdrawView {
  const context = snapshot?.context
  const form = (state: string) => snapshot?.matches({ ready: state } as never) ?? false
  const status =
    !snapshot || snapshot.matches('loading')
      ? 'loading'
      : snapshot.matches('failed')
        ? 'failed'
        : form('done')
          ? 'done'
          : 'ready'
  return {
    status,
    settings: context?.settings ?? null,
    cards: context?.cards?.cards ?? [],
    accounts: context?.accounts?.accounts ?? [],
    banks: context?.cards?.banks ?? [],
    realName: context?.cards?.realName ?? null,
    fields: context?.fields ?? emptyContext.fields,
    fieldErrors: context?.fieldErrors ?? {},
    charges: context?.charges ?? null,
    pricing:
      (snapshot?.matches({ ready: { editing: 'waiting' } }) ||
        snapshot?.matches({ ready: { editing: 'asking' } })) ??
      false,
    submitting: form('submitting'),
    canRetry: form('editing') && context?.idempotencyKey != null && isOutcomeUnknown(context.failure),
    needsFundPassword: context?.settings ? !context.settings.fundPasswordSet : false,
    identityMissing: identityMissingOf(context),
    order: context?.order ?? null,
    failure: context?.failure ?? null,
    card: {
      open: context?.addingCard ?? false,
      saving: form('savingCard'),
      maxCards: context?.cardSetting?.maxCards ?? null,
      limitReached: context ? isCardLimitReached(context) : false,
      required: context?.cardSetting?.requiredFields ?? ['realName'],
      fields: context?.cardFields ?? emptyContext.cardFields,
      errors: context?.cardErrors ?? {},
      failure: context?.cardFailure ?? null,
    },
    settingDefault: form('settingDefault'),
  }
}

export const withdrawIntents = /* @__PURE__ */ defineIntents((send: Send<WithdrawEvent>) => ({
  change: (field: WithdrawField, value: string) => send({ type: 'withdraw.change', field, value }),
  submit: () => send({ type: 'withdraw.submit' }),
  retry: () => send({ type: 'withdraw.retry' }),
  reload: () => send({ type: 'withdraw.reload' }),
  openCard: () => send({ type: 'card.open' }),
  closeCard: () => send({ type: 'card.close' }),
  changeCard: (field: CardField, value: string) => send({ type: 'card.change', field, value }),
  submitCard: () => send({ type: 'card.submit' }),
  setDefaultCard: (id: string) => send({ type: 'card.setDefault', id }),
}))

export type WithdrawIntents = ReturnType<typeof withdrawIntents>

/** Snapshot → the withdraw page's view-model with its intents. Pure; no snapshot reads as loading. */
export const connectWithdraw: Connect<
  WithdrawSnapshot | undefined,
  WithdrawEvent,
  WithdrawView & WithdrawIntents
> = /* @__PURE__ */ defineConnect(viewOfWithdraw, withdrawIntents)
