import { Trans, useLingui } from '@lingui/react/macro'
import { type RefObject, useEffect, useId, useState } from 'react'
import { Link } from 'wouter'
import { ShellIcon } from '../Icon/ShellIcon'
import styles from './MainNav.module.css'
import type { OverflowItem } from './useOverflowItems'

/**
 * The game categories that did not fit the bar: never hidden, one press away. With nothing to offer it is still
 * there, out of the flow and unseen (`data-idle`), so the bar can measure the room it will take.
 */
export function MoreMenu({
  items,
  root,
}: {
  items: readonly OverflowItem[]
  root: RefObject<HTMLDivElement | null>
}) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const id = useId()

  useEffect(() => {
    if (!open) return
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    document.addEventListener('pointerdown', closeOutside)
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('pointerdown', closeOutside)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [open, root])

  const idle = items.length === 0
  return (
    <div className={styles.more} ref={root} data-idle={idle || undefined}>
      <button
        type="button"
        className={`${styles.link} ${styles.moreButton}`}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={t`More games`}
        onClick={() => setOpen(!open)}
      >
        <Trans>More</Trans>
        <ShellIcon name="chevronDown" size={14} />
      </button>
      {open && !idle && (
        <ul id={id} className={styles.moreList}>
          {items.map((item) => (
            <li key={`${item.href ?? ''}${item.label}`}>
              {item.href ? (
                <Link to={item.href} className={styles.moreItem} onClick={() => setOpen(false)}>
                  {item.label}
                </Link>
              ) : (
                <button
                  type="button"
                  className={styles.moreItem}
                  onClick={() => {
                    setOpen(false)
                    item.element.click()
                  }}
                >
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
