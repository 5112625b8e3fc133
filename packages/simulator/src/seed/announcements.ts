import { xssPayloads } from './hostile-html'
import { arabicPercent, inLanguage, type Localised, localised, type Row } from './localised'

/** A notice or announcement as the seed keeps it: text in every shipped language, HTML built per request. */
export interface AnnouncementSeed {
  id: string
  title: Localised
  /** A signed-in audience, B anonymous, F first login. */
  execution: 'A' | 'B' | 'F'
  promotionType: string | null
  /** 'YYYY-MM-DD 10:00:00', a day or more before the seed's clock. */
  startDateStr: string
  /**
   * Index into `xssPayloads`, or 'all' for every payload: what the HTML carries besides its own while hostile
   * content is on (`POST /__sim/content/hostile`).
   */
  hostile: number | 'all'
}

export interface AnnouncementSeeds {
  player: AnnouncementSeed[]
  popup: AnnouncementSeed[]
  promotion: AnnouncementSeed[]
}

type Entry = readonly [id: string, execution: 'A' | 'B' | 'F', promotionType: string | null, title: Row]

/** Popup items, in server order: the first login's items first, then the members', then the visitors'. */
const popupRows: readonly Entry[] = [
  [
    'PF01',
    'F',
    'GIFT',
    [
      'First login gift waiting in the reward centre',
      '首次登录礼包已在奖励中心等您',
      '首次登入禮包已在獎勵中心等您',
      'Quà đăng nhập lần đầu đang chờ tại trung tâm thưởng',
      'هدية تسجيل الدخول الأول بانتظارك في مركز المكافآت',
    ],
  ],
  [
    'PF02',
    'F',
    null,
    [
      'Complete your profile for a safer account',
      '完善个人资料，账户更安全',
      '完善個人資料，帳戶更安全',
      'Hoàn thiện hồ sơ để tài khoản an toàn hơn',
      'أكمل ملفك الشخصي لحساب أكثر أمانًا',
    ],
  ],
  [
    'PA01',
    'A',
    'CHECKIN',
    [
      'Daily check-in rewards for members',
      '会员每日签到奖励',
      '會員每日簽到獎勵',
      'Thưởng điểm danh hằng ngày cho thành viên',
      'مكافآت تسجيل الحضور اليومي للأعضاء',
    ],
  ],
  [
    'PA02',
    'A',
    'CASHBACK',
    [
      'Weekly cashback up to 1.2%',
      '每周返水高达1.2%',
      '每週返水高達1.2%',
      'Hoàn trả hằng tuần lên đến 1,2%',
      `استرداد نقدي أسبوعي حتى ${arabicPercent(1.2)}`,
    ],
  ],
  [
    'PA03',
    'A',
    'VIP',
    [
      'VIP upgrade: new levels and perks',
      'VIP升级：全新等级与特权',
      'VIP升級：全新等級與特權',
      'Nâng cấp VIP: cấp độ và đặc quyền mới',
      'ترقية VIP: مستويات ومزايا جديدة',
    ],
  ],
  [
    'PA04',
    'A',
    null,
    [
      'Deposit channels updated',
      '存款渠道已更新',
      '存款管道已更新',
      'Kênh nạp tiền đã được cập nhật',
      'تم تحديث قنوات الإيداع',
    ],
  ],
  [
    'PA05',
    'A',
    'POINTS',
    [
      'New rewards in the points mall',
      '积分商城上新奖品',
      '積分商城上新獎品',
      'Phần thưởng mới trong cửa hàng điểm',
      'مكافآت جديدة في متجر النقاط',
    ],
  ],
  [
    'PA06',
    'A',
    'FISH',
    [
      'Fishing festival: catch the golden dragon',
      '捕鱼节：捕获黄金龙',
      '捕魚節：捕獲黃金龍',
      'Lễ hội bắn cá: săn rồng vàng',
      'مهرجان الصيد: اصطد التنين الذهبي',
    ],
  ],
  [
    'PA07',
    'A',
    null,
    [
      'Bind your mobile number for safer withdrawals',
      '绑定手机号，提款更安全',
      '綁定手機號，提款更安全',
      'Liên kết số điện thoại để rút tiền an toàn hơn',
      'اربط رقم هاتفك لسحب أكثر أمانًا',
    ],
  ],
  [
    'PA08',
    'A',
    'BIRTHDAY',
    [
      'A birthday bonus for every member',
      '每位会员都有生日礼金',
      '每位會員都有生日禮金',
      'Thưởng sinh nhật cho mọi thành viên',
      'مكافأة عيد ميلاد لكل عضو',
    ],
  ],
  [
    'PA09',
    'A',
    null,
    [
      'Member security notice',
      '会员安全公告',
      '會員安全公告',
      'Thông báo bảo mật thành viên',
      'إشعار أمان الأعضاء',
    ],
  ],
  [
    'PA10',
    'A',
    'MISSION',
    [
      'Mission leaderboard: the top 10 share the prize pool',
      '任务排行榜：前10名瓜分奖池',
      '任務排行榜：前10名瓜分獎池',
      'Bảng xếp hạng nhiệm vụ: top 10 chia giải thưởng',
      'لوحة صدارة المهام: أفضل 10 يتقاسمون الجوائز',
    ],
  ],
  [
    'PB01',
    'B',
    'DEPOSIT',
    [
      'Welcome! 100% first deposit bonus',
      '欢迎！首存100%奖金',
      '歡迎！首存100%獎金',
      'Chào mừng! Thưởng 100% lần nạp đầu',
      `مرحبًا! مكافأة ${arabicPercent(100)} على الإيداع الأول`,
    ],
  ],
  [
    'PB02',
    'B',
    'FREESPIN',
    [
      'Register today, claim 88 free spins',
      '今日注册，领取88次免费旋转',
      '今日註冊，領取88次免費旋轉',
      'Đăng ký hôm nay, nhận 88 vòng quay miễn phí',
      'سجّل اليوم واحصل على 88 دورة مجانية',
    ],
  ],
  [
    'PB03',
    'B',
    null,
    [
      'Scheduled maintenance on Sunday 02:00',
      '周日02:00例行维护',
      '週日02:00例行維護',
      'Bảo trì định kỳ lúc 02:00 Chủ nhật',
      'صيانة مجدولة يوم الأحد الساعة 02:00',
    ],
  ],
  [
    'PB04',
    'B',
    null,
    [
      'Download the app for faster deposits',
      '下载APP，存款更快捷',
      '下載APP，存款更快捷',
      'Tải ứng dụng để nạp tiền nhanh hơn',
      'حمّل التطبيق لإيداع أسرع',
    ],
  ],
  [
    'PB05',
    'B',
    'LIVE',
    [
      'Live casino week: double reward points',
      '真人娱乐周：双倍积分',
      '真人娛樂週：雙倍積分',
      'Tuần lễ casino trực tiếp: nhân đôi điểm thưởng',
      'أسبوع الكازينو المباشر: نقاط مكافأة مضاعفة',
    ],
  ],
  [
    'PB06',
    'B',
    'SPORTS',
    [
      'Sports: enhanced odds on the weekend derby',
      '体育：周末德比赔率提升',
      '體育：週末德比賠率提升',
      'Thể thao: tỷ lệ cược tăng cho trận derby cuối tuần',
      'الرياضة: احتمالات معززة لديربي نهاية الأسبوع',
    ],
  ],
  [
    'PB07',
    'B',
    'REFERRAL',
    [
      'Refer a friend, earn together',
      '推荐好友，一起赚',
      '推薦好友，一起賺',
      'Giới thiệu bạn bè, cùng nhận thưởng',
      'ادعُ صديقًا واربحا معًا',
    ],
  ],
  [
    'PB08',
    'B',
    null,
    [
      'Play responsibly: 18+ only',
      '理性娱乐：仅限18岁以上',
      '理性娛樂：僅限18歲以上',
      'Chơi có trách nhiệm: chỉ dành cho người trên 18 tuổi',
      'العب بمسؤولية: لمن هم فوق 18 عامًا فقط',
    ],
  ],
  ['PB09', 'B', null, ['Security notice', '安全公告', '安全公告', 'Thông báo bảo mật', 'إشعار أمني']],
  [
    'PB10',
    'B',
    'RAFFLE',
    [
      'Lucky draw every Friday',
      '每周五幸运抽奖',
      '每週五幸運抽獎',
      'Rút thăm may mắn mỗi thứ Sáu',
      'سحب الحظ كل يوم جمعة',
    ],
  ],
]

/** The title of a popup item, for a notice or promotion that tells the same news. */
const titleOf = (id: string): Row => {
  const row = popupRows.find((entry) => entry[0] === id)
  if (!row) throw new Error(`No popup item ${id}`)
  return row[3]
}

/** Player notices (the notice popup and the marquee), newest first; two repeat a popup item's news. */
const noticeRows: readonly Entry[] = [
  ['N01', 'B', null, titleOf('PB03')],
  [
    'N02',
    'B',
    null,
    [
      'New vendor: Fa Chai fishing games',
      '新厂商：发财捕鱼游戏',
      '新廠商：發財捕魚遊戲',
      'Nhà cung cấp mới: game bắn cá Fa Chai',
      'مزود جديد: ألعاب صيد Fa Chai',
    ],
  ],
  ['N03', 'A', null, titleOf('PA04')],
  [
    'N04',
    'B',
    null,
    [
      'Responsible gaming: set your limits',
      '理性娱乐：设置您的限额',
      '理性娛樂：設定您的限額',
      'Chơi có trách nhiệm: đặt giới hạn của bạn',
      'اللعب المسؤول: حدد حدودك',
    ],
  ],
  [
    'N05',
    'B',
    null,
    [
      'Withdrawals now arrive within 5 minutes',
      '提款现在5分钟内到账',
      '提款現在5分鐘內到帳',
      'Tiền rút nay về trong vòng 5 phút',
      'تصل عمليات السحب الآن خلال 5 دقائق',
    ],
  ],
  [
    'N06',
    'B',
    null,
    [
      'Sports book maintenance on Monday 04:00–06:00',
      '体育博彩周一04:00–06:00维护',
      '體育博彩週一04:00–06:00維護',
      'Bảo trì thể thao thứ Hai 04:00–06:00',
      'صيانة المراهنات الرياضية يوم الاثنين 04:00–06:00',
    ],
  ],
  [
    'N07',
    'B',
    null,
    [
      'Beware of phishing sites',
      '谨防钓鱼网站',
      '謹防釣魚網站',
      'Cảnh giác với trang web lừa đảo',
      'احذر من مواقع التصيد',
    ],
  ],
  [
    'N08',
    'B',
    null,
    [
      'Lottery draw times over the holiday',
      '假期彩票开奖时间',
      '假期彩票開獎時間',
      'Giờ quay xổ số trong kỳ nghỉ',
      'مواعيد سحب اليانصيب خلال العطلة',
    ],
  ],
  [
    'N09',
    'B',
    null,
    [
      'Customer service now on WhatsApp',
      '客服现已支持WhatsApp',
      '客服現已支援WhatsApp',
      'Chăm sóc khách hàng nay có trên WhatsApp',
      'خدمة العملاء متاحة الآن على واتساب',
    ],
  ],
  [
    'N10',
    'B',
    null,
    [
      'Updated terms and conditions',
      '条款与条件已更新',
      '條款與條件已更新',
      'Điều khoản và điều kiện đã cập nhật',
      'تحديث الشروط والأحكام',
    ],
  ],
  [
    'N11',
    'A',
    null,
    [
      'New payment channel: e-wallet',
      '新支付渠道：电子钱包',
      '新支付管道：電子錢包',
      'Kênh thanh toán mới: ví điện tử',
      'قناة دفع جديدة: المحفظة الإلكترونية',
    ],
  ],
  [
    'N12',
    'B',
    null,
    [
      'Esports: new tournament markets',
      '电竞：新增赛事盘口',
      '電競：新增賽事盤口',
      'Thể thao điện tử: thêm kèo giải đấu mới',
      'الرياضات الإلكترونية: أسواق بطولات جديدة',
    ],
  ],
]

/** Promotions: their ids are what sign-up and claim calls name. */
const promotionRows: readonly Entry[] = [
  ['R1', 'A', 'CASHBACK', titleOf('PA02')],
  ['R2', 'B', 'REFERRAL', titleOf('PB07')],
]

/** With hostile content on, these security and terms notices carry every hostile payload; the others one each. */
const allPayloads = new Set(['PA09', 'PB09', 'N10'])

function seeds(rows: readonly Entry[], offset: number, now: number): AnnouncementSeed[] {
  return rows.map(([id, execution, promotionType, title], index) => ({
    id,
    title: localised(title),
    execution,
    promotionType,
    startDateStr: `${new Date(now - (index + offset) * 86_400_000).toISOString().slice(0, 10)} 10:00:00`,
    hostile: allPayloads.has(id) ? 'all' : (index + offset) % xssPayloads.length,
  }))
}

export function seedAnnouncements(now: number): AnnouncementSeeds {
  return {
    popup: seeds(popupRows, 0, now),
    player: seeds(noticeRows, 1, now),
    promotion: seeds(promotionRows, 5, now),
  }
}

const lead = localised([
  'Here is what changes and how to take part.',
  '以下是变更内容及参与方式。',
  '以下是變更內容及參與方式。',
  'Dưới đây là những thay đổi và cách tham gia.',
  'إليك ما الذي تغيّر وكيف تشارك.',
])
const howTo = localised(['How to take part', '参与方式', '參與方式', 'Cách tham gia', 'كيف تشارك'])
const steps: readonly Localised[] = [
  localised([
    'Sign in or register',
    '登录或注册',
    '登入或註冊',
    'Đăng nhập hoặc đăng ký',
    'سجّل الدخول أو أنشئ حسابًا',
  ]),
  localised([
    'Open the reward centre',
    '打开奖励中心',
    '打開獎勵中心',
    'Mở trung tâm thưởng',
    'افتح مركز المكافآت',
  ]),
  localised([
    'Claim before Sunday 23:59',
    '周日23:59前领取',
    '週日23:59前領取',
    'Nhận trước 23:59 Chủ nhật',
    'اطلب قبل الأحد 23:59',
  ]),
]
const terms = localised([
  'Terms apply. Players must be 18 or older.',
  '适用条款。玩家须年满18岁。',
  '適用條款。玩家須年滿18歲。',
  'Áp dụng điều khoản. Người chơi phải từ 18 tuổi trở lên.',
  'تطبق الشروط. يجب أن يكون عمر اللاعبين 18 عامًا أو أكثر.',
])
const more = localised([
  'See all promotions',
  '查看全部优惠',
  '查看全部優惠',
  'Xem tất cả khuyến mãi',
  'عرض كل العروض',
])

/**
 * The item's HTML in a language: ordinary rich text (heading, list, bold, a link, a picture from the simulator's
 * art); with hostile content on, its payloads in the middle, as a careless editor might paste them. The title is
 * not in it: the popup shows the item's title above its content, and a copy inside read it three times (issue 18).
 */
export function announcementHtml(
  seed: AnnouncementSeed,
  language: string,
  origin: string,
  withHostile: boolean,
): string {
  const say = (text: Localised) => inLanguage(text, language)
  const hostile = !withHostile
    ? ''
    : seed.hostile === 'all'
      ? xssPayloads.map((payload) => payload.html).join('\n')
      : (xssPayloads[seed.hostile]?.html ?? '')
  return [
    `<p>${say(lead)}</p>`,
    `<h3>${say(howTo)}</h3>`,
    `<ol>${steps.map((step) => `<li>${say(step)}</li>`).join('')}</ol>`,
    ...(hostile ? [hostile] : []),
    `<p><img src="${origin}/sim/art/banner/w_home-${(Number(seed.id.replace(/\D/g, '')) % 4) + 1}.svg?lang=${language}" alt="" width="480" height="125"></p>`,
    `<p><em>${say(terms)}</em> <a href="/promotions">${say(more)}</a></p>`,
  ].join('\n')
}
