import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Icon } from '../../components/Icon/Icon'
import type { PageProps } from '../pageTypes'
import { MissionsSection } from './MissionsSection'
import styles from './PromotionsPage.module.css'

/**
 * /promotions: for now only what is real, the missions and leaderboard. The operator's promotions and the
 * claim hall join this page with the promotions issue; no placeholder stands in for them meanwhile.
 */
export default function PromotionsPage({ route }: PageProps) {
  const { _ } = useLingui()
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>
          <Icon name="gift" size={28} className={styles.icon} />
          {_(route.title)}
        </h1>
        <p className={styles.lead}>
          <Trans>Complete missions, earn rewards and climb the leaderboard.</Trans>
        </p>
      </header>
      <MissionsSection />
    </div>
  )
}
