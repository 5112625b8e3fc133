import { useLingui } from '@lingui/react/macro'
import type { NoticeCode, NoticeValues } from '@portal/core'
import { useSyncExternalStore } from 'react'
import type { NoticeFeed } from '../components/flow/noticeFeed'
import { Toast } from '../components/Toast/Toast'
import { useFormatters } from '../i18n/useFormatters'

/**
 * Notices that stay until the reader closes them: a member coming back to the tab must still learn why they
 * were signed out, or that money did not move.
 */
const sticky: ReadonlySet<NoticeCode> = new Set([
  'session.expired',
  'session.revoked',
  'session.idle',
  'session.passwordChanged',
  'session.excluded',
  'realtime.depositFailed',
  'realtime.withdrawalRejected',
])

/** The core's notices (codes) as translated toasts, inside the region `PortalNotices` keeps mounted. */
export default function NoticeToasts({ feed }: { feed: NoticeFeed }) {
  const { t } = useLingui()
  const { amount: formatAmount } = useFormatters()
  const notices = useSyncExternalStore(feed.subscribe, feed.current)

  // Exhaustive: a new code in the core fails the type-check here until it has a sentence.
  // Texts in `values` come from the server: they go into the toast as plain text (React escapes them), never HTML.
  const sentence = (code: NoticeCode, values: NoticeValues = {}): string => {
    const amount = values.amount === undefined ? '' : formatAmount(values.amount)
    switch (code) {
      case 'session.expired':
        return t`Your session has ended. Please log in again.`
      case 'password.changed':
        return t`Your password has been changed.`
      case 'password.emailSent':
        return t`A reset code was sent. Please check your e-mail.`
      case 'password.reset':
        return t`Your new password is set. Please log in with it.`
      case 'register.signInRequired':
        return t`Your account is ready. Please log in.`
      case 'favourite.failed':
        return t`Your favourites could not be changed. Please try again.`
      case 'session.revoked':
        return t`You were signed out because this session was ended elsewhere. Please log in again.`
      case 'session.idle':
        return t`You were signed out after a period without activity. Please log in again.`
      case 'session.passwordChanged':
        return t`You were signed out because your password was changed. Please log in with the new password.`
      case 'session.excluded':
        return t`You were signed out because a time-out or self-exclusion started on this account.`
      case 'realtime.deposit':
        return amount ? t`Your deposit of ${amount} has arrived.` : t`Your deposit has arrived.`
      case 'realtime.depositFailed':
        return amount ? t`Your deposit of ${amount} did not go through.` : t`Your deposit did not go through.`
      case 'realtime.withdrawal':
        return amount ? t`Your withdrawal of ${amount} was approved.` : t`Your withdrawal was approved.`
      case 'realtime.withdrawalRejected': {
        const rejected = amount
          ? t`Your withdrawal of ${amount} was rejected.`
          : t`Your withdrawal was rejected.`
        const remarks = values.remarks
        return remarks ? `${rejected} ${t`Reason: ${remarks}`}` : rejected
      }
      case 'realtime.promotion':
        return amount ? t`A bonus of ${amount} was added to your balance.` : t`Your balance has a new bonus.`
      case 'realtime.transfer':
        return amount ? t`A transfer of ${amount} has been made.` : t`A transfer has been made.`
      case 'realtime.contractPayout':
        return amount
          ? t`A contract payout of ${amount} was added to your balance.`
          : t`A contract payout was added to your balance.`
      case 'realtime.inbox':
        return t`You have a new message.`
      case 'realtime.announcement':
      case 'realtime.maintenance': {
        const text = [values.title, values.message].filter(Boolean).join(': ')
        if (text) return text
        return code === 'realtime.maintenance' ? t`Maintenance is planned.` : t`You have a new notice.`
      }
    }
  }

  return notices.map(({ id, code, values }) => (
    <Toast
      key={id}
      message={{ id, text: sentence(code, values), sticky: sticky.has(code) }}
      onClose={feed.dismiss}
    />
  ))
}
