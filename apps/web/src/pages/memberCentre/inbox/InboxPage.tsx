import { Trans, useLingui } from '@lingui/react/macro'
import { connectInbox, inboxFlow } from '@portal/core'
import { useSharedFlow } from '@portal/react'
import { useState } from 'react'
import { Button, ButtonLink } from '../../../components/Button/Button'
import { ListPager } from '../../../components/ListPager/ListPager'
import { PageState } from '../../../components/PageState/PageState'
import { SafeHtml } from '../../../components/SafeHtml/SafeHtml'
import { useFormatters } from '../../../i18n/useFormatters'
import styles from '../MemberCentre.module.css'
import { ReplyPanel } from '../mail/ReplyPanel'
import inbox from './Inbox.module.css'

/**
 * messageV2: the member's messages, newest first, unread marked; "Messages" as the header and the account menu
 * call it. Opening a mail marks it read; the header's badge follows: the inbox announces each mark and delete,
 * and the unread count's owner reads it again.
 */
export default function InboxPage() {
  const { t } = useLingui()
  const [view] = useSharedFlow(inboxFlow, connectInbox)
  const { dateTime } = useFormatters()
  // The mail whose reply form is open (issue 32); another mail opened closes it.
  const [replying, setReplying] = useState<string | null>(null)

  return (
    <div className={styles.panel}>
      <div className={inbox.head}>
        <h1 className={styles.title}>
          <Trans>Messages</Trans>
        </h1>
        <div className={styles.row}>
          <Button
            size="small"
            variant="secondary"
            onClick={view.refresh}
            disabled={view.status === 'loading'}
          >
            <Trans>Refresh</Trans>
          </Button>
          <Button size="small" variant="secondary" onClick={view.markAllRead} disabled={!view.canMarkAllRead}>
            <Trans>Mark all read</Trans>
          </Button>
          <ButtonLink size="small" variant="secondary" to="/member/outbox">
            <Trans>Sent messages</Trans>
          </ButtonLink>
          <ButtonLink size="small" to="/member/outbox?write">
            <Trans>Write a message</Trans>
          </ButtonLink>
        </div>
      </div>
      {view.undoable > 0 && (
        <div className={inbox.undo} role="status">
          <span>
            <Trans>Message deleted.</Trans>
          </span>
          <Button size="small" variant="secondary" onClick={view.undo}>
            <Trans>Undo</Trans>
          </Button>
        </div>
      )}
      <PageState
        loading={view.status === 'loading' && view.mails.length === 0}
        failed={view.status === 'failed'}
        onRetry={view.retry}
        reason={<Trans>Your messages could not be loaded.</Trans>}
      />
      {view.status === 'ready' && view.mails.length === 0 && (
        <p className={styles.muted}>
          <Trans>No messages.</Trans>
        </p>
      )}
      <div className={inbox.layout} data-open={view.opened !== null}>
        <ul className={inbox.list} aria-label={t`Messages`}>
          {view.mails.map((mail) => (
            <li key={mail.id}>
              <button
                type="button"
                className={inbox.item}
                data-unread={!mail.read}
                aria-current={view.opened?.id === mail.id ? 'true' : undefined}
                onClick={() => view.open(mail.id)}
              >
                <span className={inbox.dot} aria-hidden="true" />
                <span className={inbox.itemText}>
                  <span className={inbox.itemTitle}>
                    {mail.read ? null : <span className="visually-hidden">{t`Unread:`} </span>}
                    {mail.title}
                  </span>
                  <span className={styles.muted}>{dateTime(mail.sentAt)}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
        {view.opened && (
          <article className={inbox.reader} aria-labelledby="inbox-reader-title">
            <h2 id="inbox-reader-title" className={styles.subtitle}>
              {view.opened.title}
            </h2>
            <p className={styles.muted}>
              {view.opened.sender ? `${view.opened.sender} · ` : ''}
              {dateTime(view.opened.sentAt)}
            </p>
            <SafeHtml html={view.opened.content} className={inbox.content} />
            <div className={styles.row}>
              <Button size="small" onClick={() => setReplying(view.opened?.id ?? null)}>
                <Trans>Reply</Trans>
              </Button>
              <Button size="small" variant="secondary" onClick={view.close}>
                <Trans>Close</Trans>
              </Button>
              <Button
                size="small"
                variant="secondary"
                onClick={() => view.opened && view.remove(view.opened.id)}
              >
                <Trans>Delete</Trans>
              </Button>
            </div>
            {replying === view.opened.id && (
              <ReplyPanel
                replyTo={{ id: view.opened.id, title: view.opened.title }}
                onClose={() => setReplying(null)}
              />
            )}
          </article>
        )}
      </div>
      <ListPager
        className={styles.row}
        page={view.pageNum}
        totalPages={view.totalPages}
        goToPage={view.goToPage}
      />
    </div>
  )
}
