import { Trans, useLingui } from '@lingui/react/macro'
import { type Notice, noticePage } from '@portal/core'
import { useId, useState } from 'react'
import { Icon } from '../Icon/Icon'
import { Modal } from '../Modal/Modal'
import { SafeHtml } from '../SafeHtml/SafeHtml'
import styles from './NoticePopup.module.css'
import { Pager } from './Pager'

interface NoticePopupProps {
  notices: readonly Notice[]
  onClose(): void
}

/** The notice popup opened from the home marquee (spec §2): an accordion of every notice, pages of 8. */
export function NoticePopup({ notices, onClose }: NoticePopupProps) {
  const { t } = useLingui()
  const [pageAsked, setPage] = useState(1)
  const { items, page, pageCount } = noticePage(notices, pageAsked)
  const [unfolded, setUnfolded] = useState<string | null>(items[0]?.id ?? null)
  const baseId = useId()
  return (
    <Modal open size="wide" title={<Trans>Notices</Trans>} onClose={onClose}>
      <div className={styles.body} data-testid="notice-popup">
        {items.length === 0 ? (
          <p className={styles.empty}>
            <Trans>There are no notices right now.</Trans>
          </p>
        ) : (
          <ul className={styles.list}>
            {items.map((notice) => {
              const open = unfolded === notice.id
              const panelId = `${baseId}-${notice.id}`
              return (
                <li key={notice.id} className={styles.item}>
                  <h3 className={styles.heading}>
                    <button
                      type="button"
                      className={styles.toggle}
                      aria-expanded={open}
                      aria-controls={panelId}
                      onClick={() => setUnfolded(open ? null : notice.id)}
                    >
                      <span className={styles.title}>{notice.title}</span>
                      {notice.startDateStr && <span className={styles.date}>{notice.startDateStr}</span>}
                      <Icon name="chevronDown" size={18} />
                    </button>
                  </h3>
                  {open && (
                    <div id={panelId} className={styles.panel}>
                      <SafeHtml html={notice.content ?? ''} />
                    </div>
                  )}
                </li>
              )
            })}
          </ul>
        )}
        <Pager
          page={page}
          pageCount={pageCount}
          label={t`Notice pages`}
          onPage={(number) => {
            setPage(number)
            setUnfolded(noticePage(notices, number).items[0]?.id ?? null)
          }}
        />
      </div>
    </Modal>
  )
}
