export { createPointsMall, pointsMallFlow } from './create-points-mall'
export {
  connectPointsMall,
  type PointsMallIntents,
  type PointsMallSnapshot,
  type PointsMallView,
  pointsMallBanners,
} from './points-mall.connect'
export type { ConvertField, PointsIssue, RedeemField } from './points-mall.types'
