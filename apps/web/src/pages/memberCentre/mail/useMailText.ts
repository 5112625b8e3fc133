import { useLingui } from '@lingui/react/macro'
import type { MailRecipient } from '@portal/core'
import { useCallback } from 'react'
import { useFailureMessage } from '../../../i18n/useFailureMessage'

/** Who a mail goes to, by the platform's code. */
export function useRecipientName(): (recipient: MailRecipient) => string {
  const { t } = useLingui()
  return useCallback(
    (recipient: MailRecipient) => (recipient === 'upline' ? t`My agent` : t`Customer service`),
    [t],
  )
}

interface MailFailure {
  kind: string
  code?: string | null | undefined
}

/** The mail calls' own refusals in a sentence; the rest as every other form says them. */
export function useMailFailure(): (failure: MailFailure) => string {
  const { t } = useLingui()
  const common = useFailureMessage()
  return useCallback(
    (failure: MailFailure) => {
      switch (failure.code) {
        case 'recipient_not_allowed':
          return t`You cannot write to this recipient`
        case 'mail_not_found':
          return t`This message no longer exists`
        case 'trial_account':
          return t`Trial accounts cannot send messages, please use a real account`
        case 'content_too_long':
        case 'title_too_long':
        case 'field_required':
          return t`Please check the title and the message`
        case 'upload_type':
        case 'upload_size':
        case 'upload_count':
          return t`Images must be png or jpg, under 5 MB, up to 3`
        default:
          return common({ kind: failure.kind, ...(failure.code ? { code: failure.code } : {}) })
      }
    },
    [t, common],
  )
}
