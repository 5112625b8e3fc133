import { type Localised, localised } from './localised'

/** A milestone of the missions page: reached when the member's play adds up to `target` (minor units). */
export interface MilestoneSeed {
  milestoneId: string
  title: Localised
  measure: 'turnover' | 'deposits'
  target: number
  reward: number
}

export const milestoneSeeds: readonly MilestoneSeed[] = [
  {
    milestoneId: 'TURNOVER-50',
    title: localised(['Warm-up', '热身', '熱身', 'Khởi động', 'الإحماء']),
    measure: 'turnover',
    target: 5_000,
    reward: 100,
  },
  {
    milestoneId: 'TURNOVER-500',
    title: localised(['Regular', '常客', '常客', 'Khách quen', 'لاعب منتظم']),
    measure: 'turnover',
    target: 50_000,
    reward: 800,
  },
  {
    milestoneId: 'TURNOVER-5000',
    title: localised(['High roller', '豪客', '豪客', 'Cao thủ', 'لاعب كبير']),
    measure: 'turnover',
    target: 500_000,
    reward: 8_800,
  },
  {
    milestoneId: 'DEPOSIT-100',
    title: localised(['First top-up', '首次充值', '首次儲值', 'Nạp lần đầu', 'أول شحن']),
    measure: 'deposits',
    target: 10_000,
    reward: 500,
  },
  {
    milestoneId: 'DEPOSIT-1000',
    title: localised(['Loyal player', '忠实玩家', '忠實玩家', 'Người chơi trung thành', 'لاعب وفي']),
    measure: 'deposits',
    target: 100_000,
    reward: 3_800,
  },
]

export const missionRuleSeeds: readonly Localised[] = [
  localised([
    'Valid bets are the stakes of settled bets in any game; deposits count once credited.',
    '有效投注为任何游戏中已结算注单的投注额；存款在到账后计入。',
    '有效投注為任何遊戲中已結算注單的投注額；存款在入帳後計入。',
    'Cược hợp lệ là tiền cược của các ván đã kết toán trong mọi trò chơi; tiền nạp được tính khi đã vào tài khoản.',
    'الرهانات الصالحة هي مبالغ الرهانات المسوّاة في أي لعبة؛ وتُحتسب الإيداعات بعد إضافتها إلى الحساب.',
  ]),
  localised([
    'Each milestone’s reward is claimed once, into the main wallet.',
    '每个里程碑的奖励只能领取一次，发放至主钱包。',
    '每個里程碑的獎勵只能領取一次，發放至主錢包。',
    'Phần thưởng của mỗi mốc chỉ nhận một lần, vào ví chính.',
    'تُستلم مكافأة كل مرحلة مرة واحدة فقط، في المحفظة الرئيسية.',
  ]),
  localised([
    'Trial accounts cannot claim rewards.',
    '试玩账号不能领取奖励。',
    '試玩帳號不能領取獎勵。',
    'Tài khoản chơi thử không thể nhận thưởng.',
    'لا يمكن للحسابات التجريبية استلام المكافآت.',
  ]),
]
