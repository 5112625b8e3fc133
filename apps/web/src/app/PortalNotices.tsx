import { useLingui } from '@lingui/react/macro'
import type { NoticeCode } from '@portal/core'
import { useSyncExternalStore } from 'react'
import type { NoticeFeed } from '../components/flow/noticeFeed'
import { Toasts } from '../components/Toast/Toast'

/** The core's notices (codes) as translated toasts. */
export function PortalNotices({ feed }: { feed: NoticeFeed }) {
  const { t } = useLingui()
  const notices = useSyncExternalStore(feed.subscribe, feed.current)

  // Exhaustive: a new code in the core fails the type-check here until it has a sentence.
  const sentence = (code: NoticeCode): string => {
    switch (code) {
      case 'session.expired':
        return t`Your session has ended. Please log in again.`
      case 'password.changed':
        return t`Your password has been changed.`
      case 'password.emailSent':
        return t`Password sent. Please check your e-mail.`
      case 'password.reset':
        return t`Your new password is set. Please log in with it.`
      case 'register.signInRequired':
        return t`Your account is ready. Please log in.`
      case 'favourite.failed':
        return t`Your favourites could not be changed. Please try again.`
    }
  }

  return (
    <Toasts messages={notices.map(({ id, code }) => ({ id, text: sentence(code) }))} onClose={feed.dismiss} />
  )
}
