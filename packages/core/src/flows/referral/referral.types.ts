import type { ReferralDetails, ReferralInvitee, ReferralRules } from '../../api/schemas/member-centre'
import type { Money } from '../../domain/money'
import type { FlowFailure } from '../shared/failure'

/** The invite-friends page's data, amounts in minor units (converted at the API edge). */
export interface ReferralRecord {
  code: string
  totalIncome: Money
  pendingIncome: Money
  inviteeCount: number
  currencySymbol: string
  invitees: Invitee[]
  rules: {
    /** Percent of an invitee's first deposit paid to the referrer. */
    firstDepositPercent: number
    maxRewardPerInvitee: Money
    /** Server HTML for the app to sanitise. */
    content: string
  }
}

export interface Invitee {
  /** Masked by the server (`fri***`). */
  account: string
  registeredAt: string
  /** Has made a first deposit. */
  deposited: boolean
  firstDepositAt: string | null
}

export type CopyTarget = 'link' | 'code'

export interface ReferralContext {
  record: ReferralRecord | null
  failure: FlowFailure | null
  /** What was copied last, shown as "Copied" for a moment. */
  copied: CopyTarget | null
}

export type ReferralEvent =
  | { type: 'referral.refresh' }
  | { type: 'referral.retry' }
  /** The app copied the link or the code to the clipboard (the clipboard is the app's, not the core's). */
  | { type: 'referral.copied'; what: CopyTarget }

export interface ReferralAnswers {
  details: ReferralDetails
  invitees: ReferralInvitee[]
  rules: ReferralRules
}
