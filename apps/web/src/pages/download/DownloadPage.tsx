import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button } from '../../components/Button/Button'
import { useAnnouncements } from '../../components/games/useAnnouncements'
import { useCatalogue } from '../../components/games/useCatalogue'
import { Icon } from '../../components/Icon/Icon'
import { useResourceLinks } from '../../components/resources/useResourceLinks'
import { AppCode } from './AppCode'
import styles from './DownloadPage.module.css'
import { InstallGuide } from './InstallGuide'

/** The operators' banner group for this page (spec §2, banner page keys). */
const promotionGroup = 'download'

/**
 * App download (spec §2): the promotional image, the pitch, a code for the iOS profile and one for the Android
 * package when each exists, "access without download" opening the Android address as a web app, and the
 * install guide.
 */
export default function DownloadPage() {
  const { t } = useLingui()
  const { ios, android } = useResourceLinks()
  const { banners } = useAnnouncements()
  const { art } = useCatalogue()
  const [guideOpen, setGuideOpen] = useState(false)
  const promotion = banners.find((banner) => banner.groupName === promotionGroup)
  return (
    <div className={styles.page}>
      <section className={`hero-surface ${styles.hero}`}>
        <div className={styles.pitch}>
          <p className={styles.kicker}>
            <Trans>Mobile app</Trans>
          </p>
          <h1 className={styles.title}>
            <Trans>Play anywhere, anytime</Trans>
          </h1>
          <p className={styles.subtitle}>
            <Trans>The whole casino in your pocket, for iOS and Android.</Trans>
          </p>
          <p className={styles.description}>
            <Trans>
              Scan a code with your phone's camera to install the app. Deposits, withdrawals, live games and
              your rewards go with you, with the same account.
            </Trans>
          </p>
          <Button variant="secondary" onClick={() => setGuideOpen(true)}>
            <Icon name="sparkles" size={18} />
            <Trans>How to install</Trans>
          </Button>
        </div>
        {ios || android ? (
          <div className={styles.codes}>
            {ios && (
              <AppCode
                title="iOS"
                label={t`iOS app`}
                url={ios.url}
                icon={<Icon name="smartphone" size={18} />}
              />
            )}
            {android && (
              <AppCode
                title="Android"
                label={t`Android app`}
                url={android.url}
                icon={<Icon name="smartphone" size={18} />}
              />
            )}
            {android && (
              <AppCode
                title={<Trans>Access without download</Trans>}
                label={t`Web app`}
                url={android.url}
                icon={<Icon name="globe" size={18} />}
                webApp
              />
            )}
          </div>
        ) : (
          <p className={styles.none}>
            <Trans>The app is not available for download right now.</Trans>
          </p>
        )}
      </section>
      {promotion && (
        <img className={styles.promotion} src={art.image(promotion.url)} alt="" width={1920} height={500} />
      )}
      {guideOpen && <InstallGuide onClose={() => setGuideOpen(false)} />}
    </div>
  )
}
