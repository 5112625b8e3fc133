export { createReferral } from './create-referral'
export {
  connectReferral,
  type ReferralIntents,
  type ReferralSnapshot,
  type ReferralView,
  referralIntents,
} from './referral.connect'
export { referralCopiedMs, referralMachine } from './referral.machine'
export { referralLink, referralRecord } from './referral.rules'
export type { CopyTarget, Invitee, ReferralContext, ReferralEvent, ReferralRecord } from './referral.types'
