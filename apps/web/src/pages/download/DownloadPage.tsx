import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button } from '../../components/Button/Button'
import { PageBanner } from '../../components/banners/PageBanner'
import { Icon } from '../../components/Icon/Icon'
import { useResourceLinks } from '../../components/resources/useResourceLinks'
import { AppCode } from './AppCode'
import styles from './DownloadPage.module.css'
import { InstallGuide } from './InstallGuide'

/**
 * App download (spec §2): the promotional image (the operators' `download` banner group, on top as on every page
 * with a banner, and painted by index.html's boot shell before the app), the pitch, a code for the iOS profile and
 * one for the Android package when each exists, "access without download" opening the Android address as a web
 * app, and the install guide.
 */
export default function DownloadPage() {
  const { t } = useLingui()
  const { ios, android } = useResourceLinks()
  const [guideOpen, setGuideOpen] = useState(false)
  return (
    <div className={styles.page}>
      <PageBanner group="download" />
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
      {guideOpen && <InstallGuide onClose={() => setGuideOpen(false)} />}
    </div>
  )
}
