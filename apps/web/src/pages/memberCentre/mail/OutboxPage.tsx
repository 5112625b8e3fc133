import { Trans, useLingui } from '@lingui/react/macro'
import { connectCompose, connectOutbox, createMailCompose, createOutbox, type OutboxMail } from '@portal/core'
import { useFlow } from '@portal/react'
import { useState } from 'react'
import { useSearch } from 'wouter'
import { Button, ButtonLink } from '../../../components/Button/Button'
import { ListPager } from '../../../components/ListPager/ListPager'
import { Spinner } from '../../../components/Spinner/Spinner'
import { useFormatters } from '../../../i18n/useFormatters'
import styles from './Mail.module.css'
import { MailForm } from './MailForm'
import { useMailFailure, useRecipientName } from './useMailText'

/**
 * outbox (the original's getOutboxMails, original-calls.md §2): what the member wrote to support, newest first,
 * answered or awaiting an answer, with a form to write a new one. The answers arrive in the inbox.
 */
export default function OutboxPage() {
  const { t } = useLingui()
  const [view] = useFlow(createOutbox, connectOutbox)
  // `?write`: the inbox's "Write a message" opens the form at once.
  const search = useSearch()
  const [writing, setWriting] = useState(() => new URLSearchParams(search).has('write'))
  const failureMessage = useMailFailure()

  return (
    <div className={styles.panel}>
      <div className={styles.head}>
        <h1 className={styles.title}>
          <Trans>Sent messages</Trans>
        </h1>
        <div className={styles.actions}>
          <ButtonLink size="small" variant="secondary" to="/member/messageV2">
            <Trans>Messages</Trans>
          </ButtonLink>
          {!writing && (
            <Button size="small" onClick={() => setWriting(true)}>
              <Trans>Write a message</Trans>
            </Button>
          )}
        </div>
      </div>
      {writing && (
        <section className={styles.compose} aria-label={t`Write a message`}>
          <NewMail onSent={view.refresh} onClose={() => setWriting(false)} />
        </section>
      )}
      {view.status === 'loading' && view.mails.length === 0 && <Spinner size={24} />}
      {view.status === 'failed' && (
        <div className={styles.notice} role="alert">
          <p>
            <Trans>Your sent messages could not be loaded.</Trans>
          </p>
          <Button size="small" variant="secondary" onClick={view.retry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {view.deleteFailure && (
        <p className={styles.error} role="alert">
          {failureMessage(view.deleteFailure)}
        </p>
      )}
      {view.status === 'ready' && view.mails.length === 0 && (
        <p className={styles.muted}>
          <Trans>You have not written to us yet.</Trans>
        </p>
      )}
      <ul className={styles.list} aria-label={t`Sent messages`}>
        {view.mails.map((mail) => (
          <li key={mail.id}>
            <SentMail
              mail={mail}
              open={view.opened?.id === mail.id}
              deleting={view.deleting === mail.id}
              onToggle={() => (view.opened?.id === mail.id ? view.close() : view.open(mail.id))}
              onDelete={() => view.remove(mail.id)}
            />
          </li>
        ))}
      </ul>
      <ListPager
        className={styles.actions}
        page={view.pageNum}
        totalPages={view.totalPages}
        goToPage={view.goToPage}
      />
    </div>
  )
}

/** The new-mail form; the list is asked again once a mail is sent. */
function NewMail({ onSent, onClose }: { onSent(): void; onClose(): void }) {
  const [view] = useFlow(createMailCompose, connectCompose)
  const [told, setTold] = useState<string | null>(null)
  if (view.sent && told !== view.sent.id) {
    setTold(view.sent.id)
    onSent()
  }
  return <MailForm view={view} onCancel={onClose} />
}

function SentMail({
  mail,
  open,
  deleting,
  onToggle,
  onDelete,
}: {
  mail: OutboxMail
  open: boolean
  deleting: boolean
  onToggle(): void
  onDelete(): void
}) {
  const { t } = useLingui()
  const { dateTime } = useFormatters()
  const recipientName = useRecipientName()
  const [confirming, setConfirming] = useState(false)
  return (
    <article className={styles.item} data-open={open}>
      <button type="button" className={styles.itemHead} aria-expanded={open} onClick={onToggle}>
        <span className={styles.itemText}>
          {/* What the member typed, in whatever script: its own direction, not the page's. */}
          <span className={styles.itemTitle} dir="auto">
            {mail.title}
          </span>
          <span className={styles.muted}>
            {recipientName(mail.recipientType)} · <time dateTime={mail.sentAt}>{dateTime(mail.sentAt)}</time>
          </span>
        </span>
        <span className={styles.status} data-status={mail.answered ? 'answered' : 'waiting'}>
          {mail.answered ? t`Answered` : t`Awaiting reply`}
        </span>
      </button>
      {open && (
        <div className={styles.body}>
          <p className={styles.content} dir="auto">
            {mail.content}
          </p>
          {mail.imageCount > 0 && (
            <p className={styles.muted}>
              <Trans>Images attached: {mail.imageCount}</Trans>
            </p>
          )}
          <div className={styles.actions}>
            {confirming ? (
              <>
                <span>
                  <Trans>Delete this message?</Trans>
                </span>
                <Button size="small" variant="secondary" onClick={() => setConfirming(false)}>
                  <Trans>Keep</Trans>
                </Button>
                <Button size="small" variant="primary" disabled={deleting} onClick={onDelete}>
                  <Trans>Delete</Trans>
                </Button>
              </>
            ) : (
              <Button size="small" variant="secondary" onClick={() => setConfirming(true)}>
                <Trans>Delete</Trans>
              </Button>
            )}
          </div>
        </div>
      )}
    </article>
  )
}
