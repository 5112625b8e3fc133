import { type Localised, localised } from './localised'

/** A level of the VIP club: what reaching it takes (lifetime, minor units), what it pays once and gives. */
export interface VipLevelRule {
  level: number
  name: Localised
  turnover: number
  deposits: number
  upgradeBonus: number
  rebateRate: number
  dailyWithdrawals: number
  dailyWithdrawLimit: number
  birthdayBonus: number
  monthlyBonus: number
}

/** The seeded members' labels (`vipLabelName`) name these levels in English: `VIP Gold` is level 2. */
export const vipLevels: readonly VipLevelRule[] = [
  {
    level: 0,
    name: localised(['Bronze', '青铜', '青銅', 'Đồng', 'برونزي']),
    turnover: 0,
    deposits: 0,
    upgradeBonus: 0,
    rebateRate: 30,
    dailyWithdrawals: 3,
    dailyWithdrawLimit: 2_000_000,
    birthdayBonus: 0,
    monthlyBonus: 0,
  },
  {
    level: 1,
    name: localised(['Silver', '白银', '白銀', 'Bạc', 'فضي']),
    turnover: 10_000,
    deposits: 10_000,
    upgradeBonus: 800,
    rebateRate: 50,
    dailyWithdrawals: 5,
    dailyWithdrawLimit: 5_000_000,
    birthdayBonus: 1_800,
    monthlyBonus: 0,
  },
  {
    level: 2,
    name: localised(['Gold', '黄金', '黃金', 'Vàng', 'ذهبي']),
    turnover: 500_000,
    deposits: 100_000,
    upgradeBonus: 5_800,
    rebateRate: 80,
    dailyWithdrawals: 8,
    dailyWithdrawLimit: 10_000_000,
    birthdayBonus: 8_800,
    monthlyBonus: 3_800,
  },
  {
    level: 3,
    name: localised(['Platinum', '铂金', '鉑金', 'Bạch kim', 'بلاتيني']),
    turnover: 5_000_000,
    deposits: 1_000_000,
    upgradeBonus: 28_800,
    rebateRate: 100,
    dailyWithdrawals: 10,
    dailyWithdrawLimit: 30_000_000,
    birthdayBonus: 28_800,
    monthlyBonus: 18_800,
  },
  {
    level: 4,
    name: localised(['Diamond', '钻石', '鑽石', 'Kim cương', 'ماسي']),
    turnover: 50_000_000,
    deposits: 10_000_000,
    upgradeBonus: 188_800,
    rebateRate: 150,
    dailyWithdrawals: 20,
    dailyWithdrawLimit: 100_000_000,
    birthdayBonus: 88_800,
    monthlyBonus: 88_800,
  },
]
