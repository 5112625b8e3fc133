import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import { Icon } from '../Icon/Icon'
import utility from '../UtilityNav/UtilityNav.module.css'
import styles from './CustomerServiceMenu.module.css'
import { openChannel } from './openCustomerService'
import { SocialIcon } from './SocialIcon'
import { useResourceLinks } from './useResourceLinks'

/** The header's customer-service entry (spec §2): a drop-down of the messaging channels. */
export default function CustomerServiceMenu() {
  const { t } = useLingui()
  const { customerService } = useResourceLinks()
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const outside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const onEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    document.addEventListener('pointerdown', outside)
    document.addEventListener('keydown', onEscape)
    return () => {
      document.removeEventListener('pointerdown', outside)
      document.removeEventListener('keydown', onEscape)
    }
  }, [open])

  if (customerService.length === 0) return null
  return (
    <div ref={root} className={styles.root}>
      <button
        type="button"
        className={`${utility.link} ${styles.trigger}`}
        aria-expanded={open}
        aria-controls={menuId}
        title={t`Customer service`}
        onClick={() => setOpen(!open)}
      >
        <Icon name="headset" size={16} />
        <span className={utility.label}>
          <Trans>Customer service</Trans>
        </span>
        <Icon name="chevronDown" size={14} />
      </button>
      {open && (
        <ul id={menuId} className={styles.menu}>
          {customerService.map((channel, index) => (
            <li key={channel.resourceType}>
              <button
                type="button"
                className={styles.entry}
                onClick={() => {
                  setOpen(false)
                  openChannel(channel, index)
                }}
              >
                {index === 0 ? (
                  <Icon name="headset" size={18} />
                ) : (
                  <SocialIcon type={channel.resourceType} size={18} />
                )}
                <span>{channel.labelNameEn ?? t`Customer service`}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
