export { createRewardRecords } from './create-reward-records'
export {
  connectRewardRecords,
  type RewardRecordsIntents,
  type RewardRecordsSnapshot,
  type RewardRecordsView,
} from './reward-records.connect'
export { claimsPerPage } from './reward-records.machine'
export type { RewardRecords } from './reward-records.types'
