import { DownloadTeaser } from './DownloadTeaser'
import styles from './HomePage.module.css'
import { ServiceSection } from './ServiceSection'

/** Everything below the banner, in the spec's order (§2 Home). */
export default function HomeSections() {
  return (
    <div className={styles.sections}>
      <DownloadTeaser />
      <ServiceSection />
    </div>
  )
}
