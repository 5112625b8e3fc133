import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { connectAgentAnnouncements, createAgentAnnouncements } from '@portal/core'
import { useFlow } from '@portal/react'
import { Button } from '../../../components/Button/Button'
import { PageState } from '../../../components/PageState/PageState'
import { SafeHtml } from '../../../components/SafeHtml/SafeHtml'
import { useTeamFailure } from '../../../components/teamMoney/useTeamFailure'
import { useFormatters } from '../../../i18n/useFormatters'
import centre from '../AgentCentre.module.css'
import styles from './AgentAnnouncements.module.css'

/**
 * Announcements for agents (agentAnnouncement): the list in the language on show (a new flow per language),
 * one opened to read; its content is server HTML, sanitised by SafeHtml.
 */
export default function AgentAnnouncementsPage() {
  const { i18n } = useLingui()
  const [view] = useFlow(createAgentAnnouncements, connectAgentAnnouncements, [i18n.locale])
  const format = useFormatters()
  const failure = useTeamFailure()
  const opened = view.opened

  return (
    <div className={centre.panel}>
      <h2 className={centre.title}>
        <Trans>Announcements</Trans>
      </h2>
      <PageState
        loading={view.status === 'loading'}
        failed={view.status === 'failed' && !!view.failure}
        reason={view.failure && failure(view.failure)}
        onRetry={view.retry}
      >
        {opened ? (
          <article className={styles.article} aria-labelledby="agent-announcement-title">
            <h3 id="agent-announcement-title" className={styles.heading}>
              {opened.title}
            </h3>
            <time className={centre.muted} dateTime={opened.publishedAt}>
              {format.date(opened.publishedAt)}
            </time>
            <SafeHtml html={opened.content} className={styles.content} />
            <div className={styles.row}>
              <Button size="small" variant="secondary" onClick={view.close}>
                <Trans>Back to announcements</Trans>
              </Button>
            </div>
          </article>
        ) : view.announcements.length === 0 ? (
          <p className={centre.muted}>
            <Trans>No announcements for agents yet.</Trans>
          </p>
        ) : (
          <ul className={styles.list}>
            {view.announcements.map((announcement) => (
              <li key={announcement.id}>
                <button type="button" className={styles.item} onClick={() => view.open(announcement.id)}>
                  <span className={styles.title}>{announcement.title}</span>
                  <time className={centre.muted} dateTime={announcement.publishedAt}>
                    {format.date(announcement.publishedAt)}
                  </time>
                </button>
              </li>
            ))}
          </ul>
        )}
      </PageState>
    </div>
  )
}
