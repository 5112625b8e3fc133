import type { Money } from '../../domain/money'
import type { NoticeEmitted, NoticeValues } from '../shared/emitted'
import type { RealtimeMessage } from './realtime.messages'

/** What the portal does about a message: which session data to re-fetch, what to tell the member. */
export interface RealtimeReaction {
  refreshBalance: boolean
  refreshMessages: boolean
  /**
   * The server ended the session: sign out, saying why when the platform says (`data.reason`, the codes of its
   * 401s: `excluded`, `session_idle`, …), else with the `session.revoked` notice.
   */
  signOut: false | { reason: string | null }
  notice: NoticeEmitted | null
}

const none: RealtimeReaction = { refreshBalance: false, refreshMessages: false, signOut: false, notice: null }

/** Keeps only the values that are there, so a notice never carries `undefined` or an empty text. */
function values(
  candidates: { [K in keyof NoticeValues]?: NoticeValues[K] | null | undefined },
): NoticeValues {
  const kept: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(candidates)) {
    if (typeof value === 'string' ? value.trim() !== '' : value != null) kept[key] = value
  }
  return kept as NoticeValues
}

/** The platform's reason for ending a session, when its message carries one. */
function reasonOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('reason' in data)) return null
  return typeof data.reason === 'string' && data.reason !== '' ? data.reason : null
}

function notice(code: NoticeEmitted['code'], noticeValues: NoticeValues = {}): NoticeEmitted {
  return Object.keys(noticeValues).length > 0
    ? { type: 'notice', code, values: noticeValues }
    : { type: 'notice', code }
}

const money = (code: NoticeEmitted['code'], amount?: Money, remarks?: string | null): RealtimeReaction => ({
  ...none,
  refreshBalance: true,
  notice: notice(code, values({ amount, remarks })),
})

/**
 * The original's reactions (original-calls.md §3) and ours. A message with nothing for the session to do (a
 * withdrawal confirmation, a contract) still reaches the flows that listen for it as `realtime.message`.
 */
export function reactionTo(message: RealtimeMessage): RealtimeReaction {
  switch (message.type) {
    case 'DEPOSIT':
      return money(message.data.success ? 'realtime.deposit' : 'realtime.depositFailed', message.data.amount)
    case 'WITHDRAW':
      return message.data.success
        ? money('realtime.withdrawal', message.data.amount)
        : money('realtime.withdrawalRejected', message.data.amount, message.data.remarks)
    case 'MANUAL_PROMO':
    case 'PROMOTION_CLAIM':
      return money('realtime.promotion', message.data?.amount)
    case 'AGENT_TRANSFER_AGENT_TO_DOWNLINE':
    case 'AGENT_TRANSFER_DOWNLINE_TO_AGENT':
      return money('realtime.transfer', message.data.amount)
    case 'CONTRACT_PAYOUT':
      return money('realtime.contractPayout', message.data.amount)
    case 'INBOX':
      return { ...none, refreshMessages: true, notice: notice('realtime.inbox') }
    case 'ONLINE_MSG':
      return message.popup
        ? {
            ...none,
            notice: notice(
              'realtime.announcement',
              values({ title: message.title, message: message.message }),
            ),
          }
        : none
    case 'MAINTENANCE_ANNOUNCED':
      return {
        ...none,
        notice: notice('realtime.maintenance', values({ title: message.title, message: message.message })),
      }
    case 'SESSION_REVOKED':
      return { ...none, signOut: { reason: reasonOf(message.data) } }
    case 'PAYMENT_CONFIRMATION':
    case 'CONTRACT_REQUEST':
    case 'CONTRACT_TERMINATION':
    case 'POINT_REDEEM':
    case 'RED_ENVELOPE':
      return none
  }
}
