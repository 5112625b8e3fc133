import { xssPayloads } from './hostile-html'
import { inLanguage, localised, type Row } from './localised'

type Section = readonly [anchor: string, title: Row, body: Row, hostile: number | 'all' | null]

/** Anchors are the footer's help links (`/help#about` …), in the footer's order, then the FAQ. */
const sections: readonly Section[] = [
  [
    'about',
    ['About us', '关于我们', '關於我們', 'Về chúng tôi', 'من نحن'],
    [
      'A simulated portal for development and tests, open around the clock.',
      '用于开发和测试的模拟门户，全天候开放。',
      '用於開發和測試的模擬入口，全天候開放。',
      'Cổng mô phỏng dùng cho phát triển và kiểm thử, mở cửa suốt ngày đêm.',
      'بوابة محاكاة للتطوير والاختبار، تعمل على مدار الساعة.',
    ],
    null,
  ],
  [
    'deposit',
    ['How to deposit', '如何存款', '如何存款', 'Cách nạp tiền', 'كيفية الإيداع'],
    [
      'Open the wallet, pick a channel and follow the steps. Deposits arrive within minutes.',
      '打开钱包，选择渠道并按步骤操作。存款几分钟内到账。',
      '打開錢包，選擇管道並按步驟操作。存款幾分鐘內到帳。',
      'Mở ví, chọn kênh và làm theo các bước. Tiền nạp về trong vài phút.',
      'افتح المحفظة واختر قناة واتبع الخطوات. تصل الإيداعات خلال دقائق.',
    ],
    0,
  ],
  [
    'withdraw',
    ['How to withdraw', '如何提款', '如何提款', 'Cách rút tiền', 'كيفية السحب'],
    [
      'Bind a payout account, then request a withdrawal with your fund password.',
      '绑定收款账户，然后使用资金密码申请提款。',
      '綁定收款帳戶，然後使用資金密碼申請提款。',
      'Liên kết tài khoản nhận tiền, sau đó yêu cầu rút bằng mật khẩu quỹ.',
      'اربط حساب استلام، ثم اطلب السحب بكلمة مرور الأموال.',
    ],
    1,
  ],
  [
    'terms',
    ['Terms and conditions', '条款与条件', '條款與條件', 'Điều khoản và điều kiện', 'الشروط والأحكام'],
    [
      'Using the portal means accepting these terms. One account per person.',
      '使用本门户即表示接受这些条款。每人限一个账户。',
      '使用本入口即表示接受這些條款。每人限一個帳戶。',
      'Sử dụng cổng nghĩa là chấp nhận các điều khoản này. Mỗi người một tài khoản.',
      'استخدام البوابة يعني قبول هذه الشروط. حساب واحد لكل شخص.',
    ],
    'all',
  ],
  [
    'privacy',
    ['Privacy policy', '隐私政策', '隱私政策', 'Chính sách bảo mật', 'سياسة الخصوصية'],
    [
      'The simulator keeps everything in memory and forgets it on reset.',
      '模拟器将所有数据保存在内存中，重置后即清除。',
      '模擬器將所有資料保存在記憶體中，重置後即清除。',
      'Trình mô phỏng giữ mọi thứ trong bộ nhớ và xóa khi đặt lại.',
      'يحتفظ المحاكي بكل شيء في الذاكرة وينساه عند إعادة الضبط.',
    ],
    7,
  ],
  [
    'responsible',
    ['Responsible gaming', '理性娱乐', '理性娛樂', 'Chơi có trách nhiệm', 'اللعب المسؤول'],
    [
      'Players must be 18 or older. Set limits and take breaks.',
      '玩家须年满18岁。请设定限额并适时休息。',
      '玩家須年滿18歲。請設定限額並適時休息。',
      'Người chơi phải từ 18 tuổi trở lên. Hãy đặt giới hạn và nghỉ ngơi.',
      'يجب أن يكون عمر اللاعبين 18 عامًا أو أكثر. ضع حدودًا وخذ فترات راحة.',
    ],
    null,
  ],
  [
    'faq',
    ['Frequently asked questions', '常见问题', '常見問題', 'Câu hỏi thường gặp', 'الأسئلة الشائعة'],
    [
      'Forgot your password? Use the forgotten-password link on the login form.',
      '忘记密码？请使用登录表单上的忘记密码链接。',
      '忘記密碼？請使用登入表單上的忘記密碼連結。',
      'Quên mật khẩu? Dùng liên kết quên mật khẩu trên biểu mẫu đăng nhập.',
      'نسيت كلمة المرور؟ استخدم رابط نسيت كلمة المرور في نموذج تسجيل الدخول.',
    ],
    18,
  ],
]

const contact = localised([
  'Still stuck? Contact customer service.',
  '仍有疑问？请联系客服。',
  '仍有疑問？請聯繫客服。',
  'Vẫn cần giúp đỡ? Hãy liên hệ chăm sóc khách hàng.',
  'هل ما زلت بحاجة إلى مساعدة؟ تواصل مع خدمة العملاء.',
])

/**
 * The help centre in a language: rich HTML; with hostile content on, some sections carry hostile content the
 * portal must sanitise.
 */
export function helpSections(language: string, withHostile: boolean) {
  return sections.map(([anchor, title, body, hostile]) => {
    const extra = !withHostile
      ? ''
      : hostile === 'all'
        ? xssPayloads.map((payload) => payload.html).join('\n')
        : hostile === null
          ? ''
          : (xssPayloads[hostile]?.html ?? '')
    return {
      anchor,
      title: inLanguage(localised(title), language),
      content: [
        `<p>${inLanguage(localised(body), language)}</p>`,
        extra,
        `<p><strong>${inLanguage(contact, language)}</strong></p>`,
      ]
        .filter(Boolean)
        .join('\n'),
    }
  })
}
