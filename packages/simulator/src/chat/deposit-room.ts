import type { Hono } from 'hono'
import { escapeXml } from '../art/svg'
import { chatRoomOf } from '../deposit/order-extras'
import { inLanguage, localised } from '../seed/localised'
import type { Store } from '../store'
import { chatPage } from './page'

const title = localised(['Deposit desk', '存款客服', '存款客服', 'Hỗ trợ nạp tiền', 'مكتب الإيداع'])
const greeting = localised([
  'Hello! We are looking at your deposit order {reference}. How can we help?',
  '您好！我们正在查看您的存款订单 {reference}，请问有什么可以帮您？',
  '您好！我們正在查看您的存款訂單 {reference}，請問有什麼可以幫您？',
  'Xin chào! Chúng tôi đang xem lệnh nạp {reference} của bạn. Chúng tôi có thể giúp gì?',
  'مرحبًا! نحن نراجع طلب الإيداع {reference}. كيف يمكننا مساعدتك؟',
])
const gone = localised([
  'This chat link has expired. Ask for a new one on the deposit page.',
  '此聊天链接已失效，请在存款页面重新获取。',
  '此聊天連結已失效，請在存款頁面重新取得。',
  'Liên kết trò chuyện đã hết hạn. Hãy lấy liên kết mới ở trang nạp tiền.',
  'انتهت صلاحية رابط المحادثة. اطلب رابطًا جديدًا من صفحة الإيداع.',
])

/**
 * `/sim/deposit-chat/{token}[?lang=CN]`: the room a `depositChatLink` opens, about one order of one member. The
 * token is the only key: an unknown or expired one opens nothing (404 with a sentence saying so).
 */
export function depositChatRoutes(app: Hono, store: Store): void {
  app.get('/sim/deposit-chat/:token', (c) => {
    const language = (c.req.query('lang') ?? 'EN').toUpperCase()
    const heading = escapeXml(inLanguage(title, language))
    const room = chatRoomOf(store, c.req.param('token'))
    const headers = { 'Cache-Control': 'no-store' }
    if (!room) return c.html(chatPage(heading, escapeXml(inLanguage(gone, language)), language), 404, headers)
    const words = inLanguage(greeting, language).replace('{reference}', room.reference)
    return c.html(chatPage(heading, escapeXml(words), language), 200, headers)
  })
}
