import { useLingui } from '@lingui/react/macro'
import type { CSSProperties } from 'react'
import { Icon } from '../../components/Icon/Icon'
import styles from './NoticeMarquee.module.css'

export interface MarqueeNotice {
  key: string
  text: string
}

/** Roughly constant reading speed whatever the notices' length. */
const secondsPerCharacter = 0.18

/**
 * The notices scrolling under the banner. The text is doubled so the loop has no gap; the copy is hidden from
 * assistive technology. It stops under the pointer or focus, and stands still for reduced motion.
 */
export function NoticeMarquee({ notices, onOpen }: { notices: readonly MarqueeNotice[]; onOpen?(): void }) {
  const { t } = useLingui()
  if (notices.length === 0) return null
  const text = notices.map((notice) => notice.text).join('   •   ')
  const style = {
    '--marquee-duration': `${Math.max(20, text.length * secondsPerCharacter)}s`,
  } as CSSProperties
  const line = (hidden: boolean) => (
    <span className={styles.line} aria-hidden={hidden || undefined}>
      {notices.map((notice) => (
        <span key={notice.key} className={styles.item}>
          {notice.text}
        </span>
      ))}
    </span>
  )
  return (
    <section className={styles.marquee} aria-label={t`Notices`}>
      <span className={styles.badge}>
        <Icon name="megaphone" size={18} />
      </span>
      {onOpen ? (
        <button type="button" className={styles.window} onClick={onOpen} style={style}>
          <span className={styles.track}>
            {line(false)}
            {line(true)}
          </span>
        </button>
      ) : (
        <div className={styles.window} style={style}>
          <span className={styles.track}>
            {line(false)}
            {line(true)}
          </span>
        </div>
      )}
    </section>
  )
}
