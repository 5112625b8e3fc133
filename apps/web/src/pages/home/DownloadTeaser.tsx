import { Trans } from '@lingui/react/macro'
import { ButtonLink } from '../../components/Button/Button'
import { Icon } from '../../components/Icon/Icon'
import styles from './DownloadTeaser.module.css'

/** The download section of the home page (spec §2 Home): the native app, with a way to the download page. */
export function DownloadTeaser() {
  return (
    <section className={`hero-surface ${styles.teaser}`} aria-labelledby="download-teaser-title">
      <div className={styles.copy}>
        <span className={styles.eyebrow}>
          <Icon name="smartphone" size={14} />
          <Trans>iOS and Android</Trans>
        </span>
        <h2 id="download-teaser-title" className={styles.title}>
          <Trans>Take the casino with you</Trans>
        </h2>
        <p className={styles.text}>
          <Trans>One account and one wallet on every device. Install the app in less than a minute.</Trans>
        </p>
        <ButtonLink to="/down" size="large">
          <Icon name="download" size={18} />
          <Trans>Download the app</Trans>
        </ButtonLink>
      </div>
      <div className={styles.phone} aria-hidden="true">
        <span className={styles.screen}>
          <Icon name="sparkles" size={40} />
        </span>
      </div>
    </section>
  )
}
