import { type Localised, localised } from './localised'

/** The missions every real account has; progress follows what the simulator knows of the account. */
export interface MissionSeed {
  missionId: string
  title: Localised
  target: number
  reward: number
  /** Where the progress comes from: sign-ins, favourite games, points. */
  measure: 'logins' | 'favourites' | 'points'
}

export const missionSeeds: readonly MissionSeed[] = [
  {
    missionId: 'M-LOGIN',
    title: localised(['Sign in 7 days', '登录 7 天', '登入 7 天', 'Đăng nhập 7 ngày', 'سجّل الدخول 7 أيام']),
    target: 7,
    reward: 5,
    measure: 'logins',
  },
  {
    missionId: 'M-FAV',
    title: localised([
      'Pick 3 favourite games',
      '收藏 3 款游戏',
      '收藏 3 款遊戲',
      'Chọn 3 trò chơi yêu thích',
      'اختر 3 ألعاب مفضلة',
    ]),
    target: 3,
    reward: 2,
    measure: 'favourites',
  },
  {
    missionId: 'M-POINTS',
    title: localised([
      'Collect 10,000 points',
      '累积 10,000 积分',
      '累積 10,000 積分',
      'Tích lũy 10.000 điểm',
      'اجمع 10,000 نقطة',
    ]),
    target: 10_000,
    reward: 20,
    measure: 'points',
  },
]
