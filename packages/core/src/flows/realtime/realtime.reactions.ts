import type { Money } from '../../domain/money'
import type { ChangedRows, MoneyCause } from '../../events/member-events'
import type { NoticeEmitted, NoticeValues } from '../shared/emitted'
import type { RealtimeMessage } from './realtime.messages'

/** What the portal does about a message: what to announce to the owners, what to tell the member. */
export interface RealtimeReaction {
  /** Money moved: `money.moved` is announced with this cause, and the wallet, the owner, re-fetches. */
  money: MoneyCause | null
  /** The inbox changed: `messages.changed` is announced, and the unread count's owner re-fetches. */
  messages: boolean
  /** The platform settled rows a flow lists (`deposits.changed`, …): announced, and those flows read again. */
  rows: ChangedRows | null
  /**
   * The server ended the session: sign out, saying why when the platform says (`data.reason`, the codes of its
   * 401s: `excluded`, `session_idle`, …), else with the `session.revoked` notice.
   */
  signOut: false | { reason: string | null }
  notice: NoticeEmitted | null
}

const none: RealtimeReaction = { money: null, messages: false, rows: null, signOut: false, notice: null }

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

const money = (
  cause: MoneyCause,
  code: NoticeEmitted['code'],
  amount?: Money,
  remarks?: string | null,
): RealtimeReaction => ({
  ...none,
  money: cause,
  notice: notice(code, values({ amount, remarks })),
})

const rows = (changed: ChangedRows): RealtimeReaction => ({ ...none, rows: changed })

/**
 * The original's reactions (original-calls.md §3) and ours: each message becomes what the owners and the flows
 * hear on the member's events port, and what the member is told. No flow reads the messages themselves.
 */
export function reactionTo(message: RealtimeMessage): RealtimeReaction {
  switch (message.type) {
    case 'DEPOSIT':
      return {
        ...money(
          'deposit',
          message.data.success ? 'realtime.deposit' : 'realtime.depositFailed',
          message.data.amount,
        ),
        rows: 'deposits.changed',
      }
    case 'WITHDRAW':
      return {
        ...(message.data.success
          ? money('withdrawal', 'realtime.withdrawal', message.data.amount)
          : money('withdrawal', 'realtime.withdrawalRejected', message.data.amount, message.data.remarks)),
        rows: 'withdrawals.changed',
      }
    case 'MANUAL_PROMO':
    case 'PROMOTION_CLAIM':
      return money('bonus', 'realtime.promotion', message.data?.amount)
    case 'AGENT_TRANSFER_AGENT_TO_DOWNLINE':
    case 'AGENT_TRANSFER_DOWNLINE_TO_AGENT':
      return money('transfer', 'realtime.transfer', message.data.amount)
    case 'CONTRACT_PAYOUT':
      return money('payout', 'realtime.contractPayout', message.data.amount)
    case 'INBOX':
      return { ...none, messages: true, notice: notice('realtime.inbox') }
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
      return rows('confirmations.changed')
    case 'CONTRACT_REQUEST':
    case 'CONTRACT_TERMINATION':
      return rows('contracts.changed')
    case 'POINT_REDEEM':
      return rows('points.changed')
    case 'RED_ENVELOPE':
      return rows('envelopes.changed')
  }
}
