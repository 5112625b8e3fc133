import type { SnapshotFrom } from 'xstate'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { promoCodeMachine } from './promo-code.machine'
import type { PromoCodeContext, PromoCodeEvent } from './promo-code.types'

export type PromoCodeSnapshot = SnapshotFrom<typeof promoCodeMachine>

export interface PromoCodeView
  extends Pick<PromoCodeContext, 'draft' | 'issue' | 'failure' | 'claimed' | 'listFailure'> {
  claims: NonNullable<PromoCodeContext['claims']>
  listStatus: 'loading' | 'loaded' | 'failed'
  claiming: boolean
  /** A claim got no answer: Retry sends it again, with its key. */
  canRetry: boolean
  canSubmit: boolean
}

function viewOfPromoCode(snapshot: PromoCodeSnapshot | undefined): PromoCodeView {
  const context = snapshot?.context
  const claiming = snapshot?.matches({ form: 'claiming' }) ?? false
  const failed = snapshot?.matches({ form: 'failed' }) ?? false
  const unanswered = context?.failure?.kind === 'network' || context?.failure?.kind === 'timeout'
  return {
    draft: context?.draft ?? '',
    issue: context?.issue ?? null,
    failure: context?.failure ?? null,
    claimed: context?.claimed ?? null,
    claims: context?.claims ?? [],
    listFailure: context?.listFailure ?? null,
    listStatus: snapshot?.matches({ list: 'failed' })
      ? 'failed'
      : context?.claims && !snapshot?.matches({ list: 'loading' })
        ? 'loaded'
        : 'loading',
    claiming,
    canRetry: failed,
    canSubmit: snapshot !== undefined && !claiming && !(failed && unanswered),
  }
}

export const promoCodeIntents = /* @__PURE__ */ defineIntents((send: Send<PromoCodeEvent>) => ({
  change: (value: string) => send({ type: 'promoCode.change', value }),
  submit: () => send({ type: 'promoCode.submit' }),
  retry: () => send({ type: 'promoCode.retry' }),
}))

export type PromoCodeIntents = ReturnType<typeof promoCodeIntents>

/** Snapshot → the promo code section's view-model with its intents. Pure. */
export const connectPromoCode: Connect<
  PromoCodeSnapshot | undefined,
  PromoCodeEvent,
  PromoCodeView & PromoCodeIntents
> = /* @__PURE__ */ defineConnect(viewOfPromoCode, promoCodeIntents)
