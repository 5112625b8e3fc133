import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Icon } from '../Icon/Icon'
import { QrCode } from '../QrCode/QrCode'
import sideMenu from '../SideMenu/SideMenu.module.css'
import { openChannel } from './openCustomerService'
import styles from './SideBarLinks.module.css'
import { SocialIcon } from './SocialIcon'
import { useResourceLinks } from './useResourceLinks'

/**
 * The side bar's entries from the status call's resources (spec §2 "Right side bar"): the app-download QR
 * codes in a fly-out (drawn only once it opens, so the QR library loads then), then the customer-service
 * channels. The bar is hidden on phones, where the header carries the same entries.
 */
export default function SideBarLinks() {
  const { t } = useLingui()
  const { ios, android, customerService } = useResourceLinks()
  // Pinned open by a click or a key; a hover shows it too (CSS). The codes are drawn from the first showing on.
  const [qrOpen, setQrOpen] = useState(false)
  const [qrWanted, setQrWanted] = useState(false)
  const apps = [
    ios && { key: 'ios', label: t`iOS`, url: ios.url },
    android && { key: 'android', label: t`Android`, url: android.url },
  ].filter((entry) => !!entry)
  return (
    <>
      {apps.length > 0 && (
        <li className={styles.holder} onMouseEnter={() => setQrWanted(true)}>
          <button
            type="button"
            className={sideMenu.item}
            aria-expanded={qrOpen}
            aria-label={t`Scan to download the app`}
            onClick={() => {
              setQrWanted(true)
              setQrOpen(!qrOpen)
            }}
          >
            <Icon name="download" />
          </button>
          {(qrWanted || qrOpen) && (
            <div className={styles.flyout}>
              <p className={styles.heading}>
                <Trans>Scan to download</Trans>
              </p>
              <div className={styles.codes}>
                {apps.map((app) => (
                  <figure key={app.key} className={styles.code}>
                    <QrCode value={app.url} size={100} margin={10} label={app.label} />
                    <figcaption>{app.label}</figcaption>
                  </figure>
                ))}
              </div>
            </div>
          )}
        </li>
      )}
      {customerService.map((channel, index) => (
        <li key={channel.resourceType}>
          <button
            type="button"
            className={sideMenu.item}
            aria-label={channel.labelNameEn ?? t`Customer service`}
            title={channel.labelNameEn ?? t`Customer service`}
            onClick={() => openChannel(channel, index)}
          >
            {index === 0 ? <Icon name="headset" /> : <SocialIcon type={channel.resourceType} />}
          </button>
        </li>
      ))}
    </>
  )
}
