import { connectCompose, createMailCompose, type ReplyTarget } from '@portal/core'
import { useFlow } from '@portal/react'
import { MailForm } from './MailForm'

/** The reply form under an open inbox mail: its own flow, made anew for another mail. */
export function ReplyPanel({ replyTo, onClose }: { replyTo: ReplyTarget; onClose(): void }) {
  const [view] = useFlow((portal) => createMailCompose(portal, replyTo), connectCompose, [replyTo.id])
  return <MailForm view={view} onCancel={onClose} />
}
