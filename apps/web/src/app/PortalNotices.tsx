import { useLingui } from '@lingui/react/macro'
import type { NoticeCode, NoticeEmitted } from '@portal/core'
import { useEmitted, useSession } from '@portal/react'
import { useCallback, useRef, useState } from 'react'
import { type ToastMessage, Toasts } from '../components/Toast/Toast'

/** The core's notices (codes) as translated toasts. */
export function PortalNotices() {
  const { t } = useLingui()
  const { actor } = useSession()
  const [messages, setMessages] = useState<ToastMessage[]>([])
  const nextId = useRef(0)

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
    }
  }

  useEmitted(actor, 'notice', (event: NoticeEmitted) => {
    nextId.current += 1
    setMessages((shown) => [...shown, { id: nextId.current, text: sentence(event.code) }])
  })
  const close = useCallback(
    (id: number) => setMessages((shown) => shown.filter((message) => message.id !== id)),
    [],
  )
  return <Toasts messages={messages} onClose={close} />
}
