import { type Localised, localised, type Row } from './localised'

/** An achievement: reached when the member's settled bets (or deposits) number `target`; pays `reward` (minor units). */
export interface AchievementSeed {
  achievementId: string
  title: Localised
  counts: 'bets' | 'deposits'
  target: number
  reward: number
}

const rows: readonly [string, AchievementSeed['counts'], number, number, Row][] = [
  ['FIRST-BET', 'bets', 1, 200, ['First bet', '首次投注', '首次投注', 'Cược đầu tiên', 'أول رهان']],
  ['TEN-BETS', 'bets', 10, 1_000, ['Ten bets', '十次投注', '十次投注', 'Mười lần cược', 'عشرة رهانات']],
  [
    'FIRST-DEPOSIT',
    'deposits',
    1,
    300,
    ['First deposit', '首次存款', '首次存款', 'Lần nạp đầu tiên', 'أول إيداع'],
  ],
  [
    'FIVE-DEPOSITS',
    'deposits',
    5,
    1_500,
    ['Five deposits', '五次存款', '五次存款', 'Năm lần nạp', 'خمسة إيداعات'],
  ],
]

export const achievementSeeds: readonly AchievementSeed[] = rows.map(
  ([achievementId, counts, target, reward, title]) => ({
    achievementId,
    title: localised(title),
    counts,
    target,
    reward,
  }),
)
