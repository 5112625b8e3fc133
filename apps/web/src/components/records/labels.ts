import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { type AccountEntryType, type RecordStatus, recordCategories } from '@portal/core'
import { copyOf } from '../games/categoryCopy'

/** The words for the core's codes: statuses, entry types, type filters, categories. */
export const statusLabels = {
  pending: msg({ message: 'Pending', context: 'record status' }),
  settled: msg({ message: 'Settled', context: 'record status' }),
  rejected: msg({ message: 'Rejected', context: 'record status' }),
  reversed: msg({ message: 'Reversed', context: 'record status' }),
} satisfies Record<RecordStatus, unknown>

export const entryTypeLabels = {
  deposit: msg`Deposit`,
  withdrawal: msg`Withdrawal`,
  withdrawalFee: msg`Withdrawal fee`,
  withdrawalReversal: msg`Withdrawal returned`,
  transferIn: msg`Transfer in`,
  transferOut: msg`Transfer out`,
  bet: msg`Bet`,
  payout: msg`Payout`,
  bonus: msg`Bonus`,
  rebate: msg`Rebate`,
  adjustment: msg`Adjustment`,
  pointsConversion: msg`Cash to points`,
  agentTransferOut: msg`Transfer to team`,
  agentTransferIn: msg`Transfer from team`,
  redEnvelopeOut: msg`Red envelope sent`,
  redEnvelopeIn: msg`Red envelope`,
  contractPayout: msg`Contract salary or dividend`,
  contractPayment: msg`Contract paid to downline`,
  mrSalaryPayout: msg`Daily salary by member ratio`,
  mrSalaryPayment: msg`Daily salary paid to downline`,
} satisfies Record<AccountEntryType, unknown>

export const typeFilterLabels = {
  deposit: msg`Deposits`,
  withdrawal: msg`Withdrawals`,
  transfer: msg`Transfers`,
  game: msg`Bets and payouts`,
  bonus: msg`Bonuses and rebates`,
  adjustment: msg`Adjustments`,
  points: msg`Points`,
  contract: msg`Contracts`,
}

export const categoryLabel = (i18n: I18n, category: string) => {
  const copy = copyOf(category)
  return copy ? i18n._(copy.label) : category
}

export const categoryOptions = (i18n: I18n) =>
  recordCategories.map((category) => ({ value: category, label: categoryLabel(i18n, category) }))
