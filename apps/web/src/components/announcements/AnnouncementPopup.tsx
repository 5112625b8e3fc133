import { Trans, useLingui } from '@lingui/react/macro'
import type { AnnouncementPopupView, AnnouncementsIntents } from '@portal/core'
import { useId } from 'react'
import { Button } from '../Button/Button'
import { Icon } from '../Icon/Icon'
import { Modal } from '../Modal/Modal'
import { SafeHtml } from '../SafeHtml/SafeHtml'
import styles from './AnnouncementPopup.module.css'
import { Pager } from './Pager'

interface AnnouncementPopupProps {
  popup: AnnouncementPopupView
  /** What the popup asks of the announcements flow. */
  intents: Pick<AnnouncementsIntents, 'close' | 'selectItem' | 'goToPage' | 'openPromotion'>
}

/**
 * The announcement popup (spec §4): the page's titles beside the selected item, pages of 8, and the
 * go-to-promotion button when the item has a promotion. Closing it keeps it closed for the rest of the session.
 */
export function AnnouncementPopup({ popup, intents }: AnnouncementPopupProps) {
  const { t } = useLingui()
  const titleId = useId()
  const { items, page, pageCount, selectedIndex, selected, canGoToPromotion } = popup
  return (
    <Modal open size="wide" title={<Trans>Announcements</Trans>} onClose={intents.close}>
      <div className={styles.layout} data-testid="announcement-popup">
        <div className={styles.side}>
          <ul className={styles.list} aria-label={t`Announcement titles`}>
            {items.map((item, index) => (
              <li key={item.id}>
                <button
                  type="button"
                  className={styles.entry}
                  aria-current={index === selectedIndex ? 'true' : undefined}
                  onClick={() => intents.selectItem(index)}
                >
                  <Icon name="megaphone" size={16} />
                  <span>{item.title}</span>
                </button>
              </li>
            ))}
          </ul>
          <Pager page={page} pageCount={pageCount} label={t`Announcement pages`} onPage={intents.goToPage} />
        </div>
        {selected && (
          <article className={styles.detail} aria-live="polite" aria-labelledby={`${titleId}-selected`}>
            <h3 id={`${titleId}-selected`} className={styles.title}>
              {selected.title}
            </h3>
            {selected.startDateStr && <time className={styles.date}>{selected.startDateStr}</time>}
            <SafeHtml html={selected.content ?? ''} className={styles.content} />
            {canGoToPromotion && (
              <Button size="large" onClick={intents.openPromotion}>
                <Icon name="gift" size={18} />
                <Trans>Go to promotion</Trans>
              </Button>
            )}
          </article>
        )}
      </div>
    </Modal>
  )
}
