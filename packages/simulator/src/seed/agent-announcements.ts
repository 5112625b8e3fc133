import { inLanguage, type Localised, localised } from './localised'

const day = 86_400_000

interface Seeded {
  id: string
  daysAgo: number
  title: Localised
  /** Server HTML, as the back office writes it; the app sanitises it. */
  content: Localised
}

const seeded: readonly Seeded[] = [
  {
    id: 'AA3',
    daysAgo: 1,
    title: localised([
      'Daily salary is paid before 10:00',
      '日工资将于 10:00 前发放',
      '日工資將於 10:00 前發放',
      'Lương ngày được trả trước 10:00',
      'يُدفع الراتب اليومي قبل الساعة 10:00',
    ]),
    content: localised([
      '<p>From this month, <strong>daily salary</strong> for the previous day is paid before 10:00 (UTC).</p><ul><li>Check it under My income.</li><li>Contracts signed today count from tomorrow.</li></ul>',
      '<p>自本月起，前一日的<strong>日工资</strong>将于 10:00（UTC）前发放。</p><ul><li>请在“我的收入”中查看。</li><li>今天签署的契约从明天开始计算。</li></ul>',
      '<p>自本月起，前一日的<strong>日工資</strong>將於 10:00（UTC）前發放。</p><ul><li>請在「我的收入」中查看。</li><li>今天簽署的契約從明天開始計算。</li></ul>',
      '<p>Từ tháng này, <strong>lương ngày</strong> của ngày hôm trước được trả trước 10:00 (UTC).</p><ul><li>Xem trong mục Thu nhập của tôi.</li><li>Hợp đồng ký hôm nay được tính từ ngày mai.</li></ul>',
      '<p>اعتبارًا من هذا الشهر، يُدفع <strong>الراتب اليومي</strong> لليوم السابق قبل الساعة 10:00 (UTC).</p><ul><li>راجعه في دخلي.</li><li>العقود الموقّعة اليوم تُحتسب من الغد.</li></ul>',
    ]),
  },
  {
    id: 'AA2',
    daysAgo: 6,
    title: localised([
      'New: referral links with QR codes',
      '新功能：带二维码的推广链接',
      '新功能：附 QR 碼的推廣連結',
      'Mới: liên kết giới thiệu có mã QR',
      'جديد: روابط إحالة مع رموز QR',
    ]),
    content: localised([
      '<p>Every invitation code now has its own link and QR code, with the registrations and first deposits it brought in.</p>',
      '<p>每个邀请码现在都有自己的链接和二维码，并显示其带来的注册和首存人数。</p>',
      '<p>每個邀請碼現在都有自己的連結和 QR 碼，並顯示其帶來的註冊和首存人數。</p>',
      '<p>Mỗi mã mời giờ có liên kết và mã QR riêng, kèm số lượt đăng ký và nạp lần đầu mà nó mang lại.</p>',
      '<p>أصبح لكل رمز دعوة رابط ورمز QR خاص به، مع التسجيلات والإيداعات الأولى التي جلبها.</p>',
    ]),
  },
  {
    id: 'AA1',
    daysAgo: 20,
    title: localised([
      'Keep your team safe',
      '保护好您的团队',
      '保護好您的團隊',
      'Giữ an toàn cho đội của bạn',
      'حافظ على أمان فريقك',
    ]),
    content: localised([
      '<p>Never share a downline’s password. Accounts you open choose their own password at first sign-in if you ask them to.</p>',
      '<p>切勿分享下级的密码。您开设的账号可在首次登录时自行更改密码。</p>',
      '<p>切勿分享下級的密碼。您開設的帳號可在首次登入時自行更改密碼。</p>',
      '<p>Không bao giờ chia sẻ mật khẩu của tuyến dưới. Tài khoản bạn mở có thể tự đổi mật khẩu khi đăng nhập lần đầu.</p>',
      '<p>لا تشارك كلمة مرور أي عضو في فريقك أبدًا. يمكن للحسابات التي تفتحها تغيير كلمة مرورها عند أول تسجيل دخول.</p>',
    ]),
  },
]

/** The announcements for agents, newest first, in the caller's language (English for one the seed lacks). */
export function agentAnnouncementsIn(language: string, now: number) {
  return seeded.map((item) => ({
    id: item.id,
    title: inLanguage(item.title, language),
    content: inLanguage(item.content, language),
    publishedAt: new Date(now - item.daysAgo * day).toISOString(),
  }))
}
