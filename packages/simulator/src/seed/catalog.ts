import { bingoSubClass, slotSubClasses } from '@portal/core'
import type { Prng } from '../prng'
import { type AnnouncementSeeds, seedAnnouncements } from './announcements'
import { arabicPercent, type Localised, localised, type Row } from './localised'

export interface Vendor {
  /** Vendor code (`vassalage`). */
  code: string
  name: string
  /** The lane it is listed in; esport and cockfight vendors sit in SPORTS and the portal splits them out. */
  gameType: string
  /** 'VASSALAGE': the vendor opens a popup game list. */
  isGame: string | null
  /** Launches are refused with `vendor_maintenance` while on (dev surface: `/__sim/vendor-maintenance`). */
  maintenance: boolean
  /** A PVP vendor with a room list (`pvpRooms`). */
  rooms: boolean
}

export interface Game {
  nodeId: string
  gameCode: string
  gameName: string
  vassalage: string
  gameType: string
  /** Slot sub-class (SC, VP, JP, TG, AC, BG) or SLOT. */
  subType: string
  /** 0: free trial offered. */
  supportPlay: 0 | 1
  hot: boolean
}

export interface Catalog {
  vendors: Vendor[]
  games: Game[]
  /** Announcements and notices: text in every shipped language, HTML built per request. */
  notices: AnnouncementSeeds
  winners: {
    account: string
    gameName: string
    gameCode: string
    vassalage: string
    gameType: string
    /** In minor units; the board sends it as the API's amount (`toWire`). */
    winMinor: number
  }[]
}

type VendorRow = readonly [code: string, name: string, lane: string, flags?: string]

/**
 * Every category of spec §9: esport (AV, IMES, IA, AI, TF) and cockfight (DS88, DIG) vendors sit in the SPORTS
 * lane as the server sends them. Flags: `V` popup game list (isGame VASSALAGE), `M` under maintenance, `R` rooms.
 */
const vendorTable: readonly VendorRow[] = [
  ['EVO', 'Evolution', 'LIVE'],
  ['AG', 'Asia Gaming', 'LIVE'],
  ['SEXY', 'Sexy Baccarat', 'LIVE'],
  ['DG', 'Dream Gaming', 'LIVE'],
  ['SABA', 'SABA Sports', 'SPORTS'],
  ['CMD', 'CMD368', 'SPORTS'],
  ['SBO', 'SBOBET', 'SPORTS', 'M'],
  ['IA', 'IA Esports', 'SPORTS'],
  ['TF', 'TF Gaming', 'SPORTS'],
  ['AV', 'AV Esports', 'SPORTS'],
  ['IMES', 'IM Esports', 'SPORTS'],
  ['AI', 'AI Esports', 'SPORTS'],
  ['DS88', 'DS88 Sabong', 'SPORTS'],
  ['DIG', 'DIG Cockfight', 'SPORTS'],
  ['PG', 'PG Soft', 'RNG', 'V'],
  ['JILI', 'JILI', 'RNG', 'V'],
  ['PP', 'Pragmatic Play', 'RNG', 'V'],
  ['CQ9', 'CQ9', 'RNG'],
  ['FG', 'Fun Gaming', 'RNG'],
  ['JDB', 'JDB Fishing', 'FISH'],
  ['FC', 'Fa Chai', 'FISH'],
  ['KY', 'Kaiyuan', 'PVP', 'R'],
  ['V8', 'V8 Poker', 'PVP', 'R'],
  ['TP', 'TP Cards', 'PVP'],
  ['TCG_LOTTO_VN', 'Vietnam Lottery', 'LOTT'],
  ['TCG_SEA', 'Sea Lottery', 'LOTT'],
  ['TCG', 'TCG Lotto', 'ELOTT'],
]

/** Name words by lane, so a fishing game does not read like a slot. */
const nameWords: Readonly<Record<string, readonly [readonly string[], readonly string[]]>> = {
  RNG: [
    [
      'Fortune',
      'Dragon',
      'Golden',
      'Lucky',
      'Mega',
      'Neon',
      'Jade',
      'Royal',
      'Wild',
      'Mystic',
      'Aztec',
      'Candy',
    ],
    [
      'Tiger',
      'Koi',
      'Phoenix',
      'Gems',
      'Riches',
      'Empire',
      'Blaze',
      'Ways',
      'Treasure',
      'Fury',
      'Bonanza',
      'Reels',
    ],
  ],
  FISH: [
    ['Ocean', 'Deep Sea', 'Mermaid', 'Shark', 'Coral', 'Golden'],
    ['Hunter', 'King', 'Fishing', 'Blast', 'Legend', 'Treasure'],
  ],
  PVP: [
    ['Texas', 'Royal', 'Fast', 'Lucky', 'Classic', 'Golden'],
    ["Hold'em", 'Niu Niu', 'Blackjack', 'Mahjong', 'Tongits', 'Pusoy'],
  ],
  LIVE: [
    ['Speed', 'Lightning', 'VIP', 'Golden', 'Classic', 'Squeeze'],
    ['Baccarat', 'Roulette', 'Sic Bo', 'Dragon Tiger', 'Blackjack', 'Fan Tan'],
  ],
}
/** RNG games go through these in turn, so every slot sub-class the portal filters by (spec §2) shows up. */
const slotClasses = ['SLOT', ...slotSubClasses, bingoSubClass, 'SLOT'] as const
const gamesPerVendor: Record<string, number> = { RNG: 16, FISH: 6, PVP: 6, LIVE: 4 }

function vendorOf([code, name, gameType, flags = '']: VendorRow): Vendor {
  return {
    code,
    name,
    gameType,
    isGame: flags.includes('V') ? 'VASSALAGE' : null,
    maintenance: flags.includes('M'),
    rooms: flags.includes('R'),
  }
}

/** Distinct names per vendor: two words from its lane, retried on a clash. */
function gameNamer(prng: Prng, gameType: string) {
  const [first, last] = nameWords[gameType] ?? nameWords.RNG ?? [[], []]
  const used = new Set<string>()
  return () => {
    let name = `${prng.pick(first)} ${prng.pick(last)}`
    for (let tries = 0; used.has(name) && tries < 20; tries++) name = `${prng.pick(first)} ${prng.pick(last)}`
    if (used.has(name)) name = `${name} ${used.size + 1}`
    used.add(name)
    return name
  }
}

export function seedCatalog(prng: Prng, now: number): Catalog {
  const vendors = vendorTable.map(vendorOf)
  const games = vendors.flatMap((vendor, vendorIndex) => {
    const nextName = gameNamer(prng, vendor.gameType)
    return Array.from({ length: gamesPerVendor[vendor.gameType] ?? 0 }, (_, index): Game => {
      const gameName = nextName()
      return {
        nodeId: `${vendor.code}-${index + 1}`,
        gameCode: `${vendor.code}_${gameName.replace(/[^A-Za-z0-9]+/g, '_').toUpperCase()}_${index + 1}`,
        gameName,
        vassalage: vendor.code,
        gameType: vendor.gameType,
        subType:
          vendor.gameType === 'RNG'
            ? (slotClasses[(index + vendorIndex) % slotClasses.length] ?? 'SLOT')
            : vendor.gameType,
        // Every third game offers a free trial, the rest by chance: some of each in every vendor.
        supportPlay: index % 3 === 0 || prng.next() < 0.25 ? 0 : 1,
        hot: index < 2 || prng.next() < 0.2,
      }
    })
  })
  return {
    vendors,
    games,
    notices: seedAnnouncements(now),
    winners: Array.from({ length: 30 }, () => {
      const game = prng.pick(games)
      return {
        account: `${prng.pick(['lu', 'mi', 'ka', 'to', 'an', 'vi'])}***${prng.int(10, 99)}`,
        gameName: game.gameName,
        gameCode: game.gameCode,
        vassalage: game.vassalage,
        gameType: game.gameType,
        // Always some cents, so the board's two decimals show.
        winMinor: prng.int(500, 500_000) * 100 + prng.int(1, 99),
      }
    }),
  }
}

export interface BannerSeed {
  /** In the portal's languages: the art is drawn in the page's language (issue 18). */
  title: Localised
  subtitle: Localised
  /** The emblem drawn on it. */
  category: string
  /** Where a click goes (spec §3 Banner: a linkage makes it clickable). */
  linkage?: { linkageType: string; linkageValue: string }
}

const plain = (title: Row, category: string, subtitle: Row): BannerSeed => ({
  title: localised(title),
  subtitle: localised(subtitle),
  category,
})

/** Banner groups of spec §2: the home carousel, the auth pages and one per page key. */
export const bannerGroups: Readonly<Record<string, readonly BannerSeed[]>> = {
  w_home: [
    {
      ...plain(
        [
          'Welcome bonus 100%',
          '首存奖金 100%',
          '首存獎金 100%',
          'Thưởng chào mừng 100%',
          `مكافأة ترحيب ${arabicPercent(100)}`,
        ],
        'RNG',
        ['First deposit', '首次存款', '首次存款', 'Nạp lần đầu', 'الإيداع الأول'],
      ),
      linkage: { linkageType: 'PROMOTION', linkageValue: '/promotions' },
    },
    plain(
      [
        'Live casino nights',
        '真人娱乐之夜',
        '真人娛樂之夜',
        'Đêm sòng bài trực tiếp',
        'ليالي الكازينو المباشر',
      ],
      'LIVE',
      [
        'Real dealers 24/7',
        '真人荷官全天候',
        '真人荷官全天候',
        'Nhà cái thật 24/7',
        'موزعون حقيقيون على مدار الساعة',
      ],
    ),
    plain(['Slots tournament', '老虎机锦标赛', '老虎機錦標賽', 'Giải đấu slot', 'بطولة السلوتس'], 'RNG', [
      'Prize pool 50,000',
      '奖池 50,000',
      '獎池 50,000',
      'Giải thưởng 50.000',
      'جوائز بقيمة 50,000',
    ]),
    plain(
      ['Sabong every evening', '每晚斗鸡', '每晚鬥雞', 'Đá gà mỗi tối', 'مصارعة الديوك كل مساء'],
      'COCKFIGHT',
      ['Live arenas', '现场直播', '現場直播', 'Đấu trường trực tiếp', 'حلبات مباشرة'],
    ),
  ],
  w_login: [
    plain(['Sign in and play', '登录开玩', '登入開玩', 'Đăng nhập và chơi', 'سجّل الدخول والعب'], 'RNG', [
      'Welcome back',
      '欢迎回来',
      '歡迎回來',
      'Chào mừng trở lại',
      'مرحبًا بعودتك',
    ]),
  ],
  w_register: [
    plain(
      ['Join in 30 seconds', '30 秒加入', '30 秒加入', 'Tham gia trong 30 giây', 'انضم خلال 30 ثانية'],
      'LOTT',
      ['New member', '新会员', '新會員', 'Thành viên mới', 'عضو جديد'],
    ),
  ],
  w_forget: [
    plain(['Back in the game', '重回游戏', '重回遊戲', 'Trở lại cuộc chơi', 'عُد إلى اللعب'], 'PVP', [
      'Reset password',
      '重设密码',
      '重設密碼',
      'Đặt lại mật khẩu',
      'إعادة تعيين كلمة المرور',
    ]),
  ],
  promotions: [
    plain(['Promotions', '优惠活动', '優惠活動', 'Khuyến mãi', 'العروض'], 'RNG', [
      'Bonuses and rewards',
      '奖金与奖励',
      '獎金與獎勵',
      'Tiền thưởng và phần thưởng',
      'مكافآت وجوائز',
    ]),
  ],
  rng: [
    plain(['Slots', '老虎机', '老虎機', 'Slot', 'السلوتس'], 'RNG', [
      'Thousands of games',
      '数千款游戏',
      '數千款遊戲',
      'Hàng nghìn trò chơi',
      'آلاف الألعاب',
    ]),
  ],
  live: [
    plain(['Live casino', '真人娱乐', '真人娛樂', 'Sòng bài trực tiếp', 'الكازينو المباشر'], 'LIVE', [
      'Real dealers',
      '真人荷官',
      '真人荷官',
      'Nhà cái thật',
      'موزعون حقيقيون',
    ]),
  ],
  fish: [
    plain(['Fishing', '捕鱼', '捕魚', 'Bắn cá', 'صيد السمك'], 'FISH', [
      'Hunt the big one',
      '捕获大鱼',
      '捕獲大魚',
      'Săn cá lớn',
      'اصطد السمكة الكبيرة',
    ]),
  ],
  pvp: [
    plain(['Board and cards', '棋牌游戏', '棋牌遊戲', 'Bài và cờ', 'ألعاب الورق واللوح'], 'PVP', [
      'Play real people',
      '与真人对战',
      '與真人對戰',
      'Chơi với người thật',
      'العب ضد أشخاص حقيقيين',
    ]),
  ],
  sports: [
    plain(['Sports', '体育', '體育', 'Thể thao', 'الرياضة'], 'SPORTS', [
      'Best odds',
      '最佳赔率',
      '最佳賠率',
      'Tỷ lệ tốt nhất',
      'أفضل الاحتمالات',
    ]),
  ],
  esports: [
    plain(['Esports', '电竞', '電競', 'Thể thao điện tử', 'الرياضات الإلكترونية'], 'ESPORTS', [
      'Every major league',
      '所有主要联赛',
      '所有主要聯賽',
      'Mọi giải đấu lớn',
      'كل الدوريات الكبرى',
    ]),
  ],
  lott: [
    plain(['Lottery', '彩票', '彩票', 'Xổ số', 'اليانصيب'], 'LOTT', [
      'Draws every minute',
      '每分钟开奖',
      '每分鐘開獎',
      'Quay số mỗi phút',
      'سحب كل دقيقة',
    ]),
  ],
  elott: [
    plain(['E-lottery', '电子彩票', '電子彩票', 'Xổ số điện tử', 'اليانصيب الإلكتروني'], 'ELOTT', [
      'Fast draws',
      '快速开奖',
      '快速開獎',
      'Quay số nhanh',
      'سحوبات سريعة',
    ]),
  ],
  cockfight: [
    plain(['Cockfight', '斗鸡', '鬥雞', 'Đá gà', 'مصارعة الديوك'], 'COCKFIGHT', [
      'Live arenas',
      '现场直播',
      '現場直播',
      'Đấu trường trực tiếp',
      'حلبات مباشرة',
    ]),
  ],
  download: [
    plain(['Get the app', '下载应用', '下載應用', 'Tải ứng dụng', 'حمّل التطبيق'], '', [
      'iOS and Android',
      'iOS 与 Android',
      'iOS 與 Android',
      'iOS và Android',
      'iOS وAndroid',
    ]),
  ],
  shop: [
    plain(['Points mall', '积分商城', '積分商城', 'Cửa hàng điểm', 'متجر النقاط'], '', [
      'Redeem your points',
      '兑换您的积分',
      '兌換您的積分',
      'Đổi điểm của bạn',
      'استبدل نقاطك',
    ]),
  ],
  help: [
    plain(['Help centre', '帮助中心', '幫助中心', 'Trung tâm trợ giúp', 'مركز المساعدة'], '', [
      'We are here',
      '我们随时为您服务',
      '我們隨時為您服務',
      'Chúng tôi luôn ở đây',
      'نحن هنا لمساعدتك',
    ]),
  ],
}

/** The banner's call to action, in the art's language. */
export const playNow = localised(['PLAY NOW', '立即游戏', '立即遊戲', 'CHƠI NGAY', 'العب الآن'])
