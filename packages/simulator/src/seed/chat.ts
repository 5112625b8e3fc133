import { type Localised, localised } from './localised'

/** A chat room the portal's chat panel can open (`chatModels`, `chatLaunch`). */
export interface ChatModel {
  modelId: string
  title: Localised
  greeting: Localised
}

export const chatModels: readonly ChatModel[] = [
  {
    modelId: 'support',
    title: localised(['Customer support', '在线客服', '線上客服', 'Hỗ trợ khách hàng', 'دعم العملاء']),
    greeting: localised([
      'Hello! How can we help you today?',
      '您好！今天有什么可以帮您？',
      '您好！今天有什麼可以幫您？',
      'Xin chào! Hôm nay chúng tôi có thể giúp gì cho bạn?',
      'مرحبًا! كيف يمكننا مساعدتك اليوم؟',
    ]),
  },
  {
    modelId: 'vip',
    title: localised(['VIP host', 'VIP专属客服', 'VIP專屬客服', 'Chăm sóc VIP', 'مضيف VIP']),
    greeting: localised([
      'Welcome back. Your VIP host is here for you.',
      '欢迎回来，您的VIP专属客服为您服务。',
      '歡迎回來，您的VIP專屬客服為您服務。',
      'Chào mừng trở lại. Chuyên viên VIP luôn sẵn sàng.',
      'مرحبًا بعودتك. مضيف VIP الخاص بك في خدمتك.',
    ]),
  },
  {
    modelId: 'lobby',
    title: localised(['Players lobby', '玩家大厅', '玩家大廳', 'Sảnh người chơi', 'ردهة اللاعبين']),
    greeting: localised([
      'Say hi to the other players. Be kind.',
      '和其他玩家打个招呼吧，请友善交流。',
      '和其他玩家打個招呼吧，請友善交流。',
      'Chào những người chơi khác. Hãy lịch sự nhé.',
      'قل مرحبًا للاعبين الآخرين. كن لطيفًا.',
    ]),
  },
]

export const chatModel = (modelId: string) => chatModels.find((model) => model.modelId === modelId)
