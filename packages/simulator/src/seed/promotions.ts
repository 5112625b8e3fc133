import { type Localised, localised } from './localised'

/**
 * The operator's promotions: each one's rules. `payout` says how the bonus reaches the member once the
 * target is met: `claim` waits for the member's claim, `auto` is paid by the platform as soon as the ledger
 * shows the target, `review` (applications) waits for the back office (`/__sim/promotions/review`).
 */
export interface PromotionRule {
  id: string
  category: 'DEPOSIT' | 'BETTING' | 'EVENT'
  kind: 'deposit' | 'turnover' | 'application'
  title: Localised
  /** What the rules say, one paragraph each. */
  body: readonly Localised[]
  /** Days from the simulator's start (negative: before it). */
  startsInDays: number
  endsInDays: number
  /** False: registration has closed though the promotion still runs. */
  signUpOpen: boolean
  /** Minor units of deposits or valid bets since joining; null for applications. */
  target: number | null
  bonus: number
  payout: 'claim' | 'auto' | 'review'
  /** VIP level needed to take part (ranks 0…). */
  minVip: number
}

const common = localised([
  'The bonus is credited to the main wallet. One entry per member.',
  '奖金将存入主钱包。每位会员限参加一次。',
  '獎金將存入主錢包。每位會員限參加一次。',
  'Tiền thưởng được cộng vào ví chính. Mỗi hội viên tham gia một lần.',
  'تُضاف المكافأة إلى المحفظة الرئيسية. مشاركة واحدة لكل عضو.',
])

export const promotionRules: readonly PromotionRule[] = [
  {
    id: 'PR-DEP100',
    category: 'DEPOSIT',
    kind: 'deposit',
    title: localised([
      'Deposit 100, get 10',
      '存100送10',
      '存100送10',
      'Nạp 100, nhận 10',
      'أودِع 100 واحصل على 10',
    ]),
    body: [
      localised([
        'Join, then deposit at least 100 in total. Once your deposits arrive, claim 10.',
        '报名后累计存款至少100。存款到账后即可领取10。',
        '報名後累計存款至少100。存款到帳後即可領取10。',
        'Đăng ký rồi nạp tổng cộng ít nhất 100. Khi tiền về, nhận 10.',
        'انضم ثم أودِع 100 على الأقل إجمالًا. عند وصول إيداعاتك اطلب 10.',
      ]),
      common,
    ],
    startsInDays: -3,
    endsInDays: 30,
    signUpOpen: true,
    target: 10_000,
    bonus: 1_000,
    payout: 'claim',
    minVip: 0,
  },
  {
    id: 'PR-BET500',
    category: 'BETTING',
    kind: 'turnover',
    title: localised([
      'Bet 500, get 8 automatically',
      '投注500自动送8',
      '投注500自動送8',
      'Cược 500, tự động nhận 8',
      'راهن بـ 500 واحصل على 8 تلقائيًا',
    ]),
    body: [
      localised([
        'Join, then place bets of 500 in any game. The bonus is paid without a claim.',
        '报名后在任意游戏投注满500，奖金自动派发。',
        '報名後在任意遊戲投注滿500，獎金自動派發。',
        'Đăng ký rồi đặt cược 500 ở bất kỳ trò chơi nào. Thưởng được trả tự động.',
        'انضم ثم راهن بـ 500 في أي لعبة. تُدفع المكافأة دون طلب.',
      ]),
      common,
    ],
    startsInDays: -10,
    endsInDays: 20,
    signUpOpen: true,
    target: 50_000,
    bonus: 800,
    payout: 'auto',
    minVip: 0,
  },
  {
    id: 'PR-BIGWIN',
    category: 'EVENT',
    kind: 'application',
    title: localised([
      'Share your big win',
      '晒出你的大奖',
      '曬出你的大獎',
      'Khoe chiến thắng lớn',
      'شارك فوزك الكبير',
    ]),
    body: [
      localised([
        'Apply with a short remark and up to three screenshots of your win. We review every application.',
        '附上简短说明及最多三张中奖截图申请，我们会审核每份申请。',
        '附上簡短說明及最多三張中獎截圖申請，我們會審核每份申請。',
        'Gửi đơn kèm ghi chú ngắn và tối đa ba ảnh chụp chiến thắng. Chúng tôi xét duyệt từng đơn.',
        'قدّم طلبًا بملاحظة قصيرة وحتى ثلاث لقطات لفوزك. نراجع كل طلب.',
      ]),
      common,
    ],
    startsInDays: -5,
    endsInDays: 25,
    signUpOpen: true,
    target: null,
    bonus: 2_000,
    payout: 'review',
    minVip: 0,
  },
  {
    id: 'PR-VIP',
    category: 'EVENT',
    kind: 'deposit',
    title: localised([
      'VIP weekend reload',
      'VIP周末再存优惠',
      'VIP週末再存優惠',
      'Nạp lại cuối tuần VIP',
      'إعادة إيداع نهاية الأسبوع لكبار الأعضاء',
    ]),
    body: [
      localised([
        'For VIP level 5 and above: deposit 1,000 and claim 100.',
        '限VIP 5级及以上：存款1,000可领取100。',
        '限VIP 5級及以上：存款1,000可領取100。',
        'Dành cho VIP cấp 5 trở lên: nạp 1.000 nhận 100.',
        'لمستوى VIP 5 فما فوق: أودِع 1,000 واحصل على 100.',
      ]),
    ],
    startsInDays: -2,
    endsInDays: 5,
    signUpOpen: true,
    target: 100_000,
    bonus: 10_000,
    payout: 'claim',
    minVip: 5,
  },
  {
    id: 'PR-SPRING',
    category: 'DEPOSIT',
    kind: 'deposit',
    title: localised([
      'Spring festival deposit',
      '春节存款优惠',
      '春節存款優惠',
      'Ưu đãi nạp Tết',
      'عرض إيداع عيد الربيع',
    ]),
    body: [
      localised([
        'Registration has closed; members who joined can still reach the target.',
        '报名已截止；已报名会员仍可完成目标。',
        '報名已截止；已報名會員仍可完成目標。',
        'Đã hết hạn đăng ký; hội viên đã tham gia vẫn có thể đạt mục tiêu.',
        'أُغلق التسجيل؛ يمكن للأعضاء المنضمين بلوغ الهدف.',
      ]),
    ],
    startsInDays: -20,
    endsInDays: 3,
    signUpOpen: false,
    target: 50_000,
    bonus: 5_000,
    payout: 'claim',
    minVip: 0,
  },
  {
    id: 'PR-SUMMER',
    category: 'BETTING',
    kind: 'turnover',
    title: localised([
      'Summer slots race',
      '夏日老虎机竞赛',
      '夏日老虎機競賽',
      'Đua slot mùa hè',
      'سباق السلوتس الصيفي',
    ]),
    body: [
      localised([
        'Starts soon: bet 1,000 on slots and get 20.',
        '即将开始：老虎机投注1,000送20。',
        '即將開始：老虎機投注1,000送20。',
        'Sắp bắt đầu: cược slot 1.000 nhận 20.',
        'يبدأ قريبًا: راهن بـ 1,000 على السلوتس واحصل على 20.',
      ]),
    ],
    startsInDays: 4,
    endsInDays: 34,
    signUpOpen: true,
    target: 100_000,
    bonus: 2_000,
    payout: 'auto',
    minVip: 0,
  },
]
