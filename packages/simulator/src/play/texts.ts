import { inLanguage, type Localised, localised } from '../seed/localised'

/** The game page's words in the portal's language (issue 37: English inside a Chinese or Arabic page). */
const rows = {
  balance: localised(['Balance', '余额', '餘額', 'Số dư', 'الرصيد']),
  spin: localised(['Spin', '旋转', '旋轉', 'Quay', 'دوران']),
  bet: localised(['Bet', '下注', '下注', 'Cược', 'راهن']),
  reels: localised(['Reels', '转轴', '轉軸', 'Cuộn quay', 'البكرات']),
  stake: localised(['Stake', '注额', '注額', 'Mức cược', 'الرهان']),
  win: localised(['win', '赢', '贏', 'thắng', 'ربح']),
  youWin: localised([
    'You win {amount}!',
    '您赢得 {amount}！',
    '您贏得 {amount}！',
    'Bạn thắng {amount}!',
    'ربحت {amount}!',
  ]),
  noWin: localised([
    'No win this time',
    '这次没有中奖',
    '這次沒有中獎',
    'Lần này không thắng',
    'لا ربح هذه المرة',
  ]),
  connectionLost: localised([
    'Connection lost, try again',
    '连接中断，请重试',
    '連線中斷，請重試',
    'Mất kết nối, hãy thử lại',
    'انقطع الاتصال، حاول مرة أخرى',
  ]),
  demo: localised([
    'Free trial · demo money',
    '免费试玩 · 体验金',
    '免費試玩 · 體驗金',
    'Chơi thử · tiền ảo',
    'تجربة مجانية · رصيد تجريبي',
  ]),
  lobby: localised(['{vendor} lobby', '{vendor} 大厅', '{vendor} 大廳', 'Sảnh {vendor}', 'ردهة {vendor}']),
} satisfies Record<string, Localised>

/** The page's `lang`, `dir` and number locale for each shipped language; any other reads English. */
const documents: Record<keyof Localised, { lang: string; dir: 'ltr' | 'rtl' }> = {
  EN: { lang: 'en', dir: 'ltr' },
  CN: { lang: 'zh-Hans', dir: 'ltr' },
  TW: { lang: 'zh-Hant', dir: 'ltr' },
  VI: { lang: 'vi', dir: 'ltr' },
  AR: { lang: 'ar', dir: 'rtl' },
}

export type PlayTexts = Record<keyof typeof rows, string> & { lang: string; dir: 'ltr' | 'rtl' }

/** Every word of the game page in `language` (the portal's, sent at launch). */
export function playTexts(language: string): PlayTexts {
  const code = language.toUpperCase()
  const document = code in documents ? documents[code as keyof Localised] : documents.EN
  const words = Object.fromEntries(
    Object.entries(rows).map(([key, text]) => [key, inLanguage(text, language)]),
  ) as Record<keyof typeof rows, string>
  return { ...words, ...document }
}
