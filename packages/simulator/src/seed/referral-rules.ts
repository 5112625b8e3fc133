import { inLanguage, localised } from './localised'

/**
 * The invite-friends rules in the member's language: the back end writes them as content, and a member reading
 * the page in Chinese or Arabic should not meet a paragraph of English.
 */
export function referralRulesHtml(percent: number, maxReward: number, language: string): string {
  const items = [
    localised([
      'Share your link or code; friends register with it.',
      '分享您的链接或邀请码，好友用它注册。',
      '分享您的連結或邀請碼，好友用它註冊。',
      'Chia sẻ liên kết hoặc mã của bạn; bạn bè đăng ký bằng nó.',
      'شارك رابطك أو رمزك؛ يسجّل أصدقاؤك من خلاله.',
    ]),
    localised([
      `When a friend makes a first deposit you receive ${percent}% of it, up to ${maxReward} per friend.`,
      `好友首次存款时，您可获得其 ${percent}%，每位好友最多 ${maxReward}。`,
      `好友首次存款時，您可獲得其 ${percent}%，每位好友最多 ${maxReward}。`,
      `Khi bạn bè nạp tiền lần đầu, bạn nhận ${percent}% số tiền đó, tối đa ${maxReward} cho mỗi người.`,
      `عندما يقوم صديق بأول إيداع تحصل على ${percent}% منه، بحد أقصى ${maxReward} لكل صديق.`,
    ]),
    localised([
      'Rewards are credited to your main wallet within 24 hours.',
      '奖励将在 24 小时内存入您的主钱包。',
      '獎勵將在 24 小時內存入您的主錢包。',
      'Phần thưởng được cộng vào ví chính của bạn trong vòng 24 giờ.',
      'تُضاف المكافآت إلى محفظتك الرئيسية خلال 24 ساعة.',
    ]),
  ]
  return `<ol>${items.map((item) => `<li>${inLanguage(item, language)}</li>`).join('')}</ol>`
}
