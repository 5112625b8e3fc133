import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { ButtonLink } from '../Button/Button'
import { Icon, type IconName } from '../Icon/Icon'
import styles from './ComingSoonPage.module.css'

interface ComingSoonPageProps {
  title: MessageDescriptor
  blurb: MessageDescriptor
  icon: IconName
  /** Replaces the "Coming soon" badge (the not-found page shows 404). */
  badge?: ReactNode
}

/** A titled stand-in for a page whose feature is not built yet, so no route ever renders blank. */
export function ComingSoonPage({ title, blurb, icon, badge }: ComingSoonPageProps) {
  const { _ } = useLingui()
  return (
    <div className={styles.page}>
      <section className={`hero-surface ${styles.hero}`}>
        <span className={styles.icon}>
          <Icon name={icon} size={32} />
        </span>
        <span className={styles.badge}>{badge ?? <Trans>Coming soon</Trans>}</span>
        <h1 className={styles.title}>{_(title)}</h1>
        <p className={styles.blurb}>{_(blurb)}</p>
        <ButtonLink to="/" size="large">
          <Icon name="home" size={18} />
          <Trans>Back to home</Trans>
        </ButtonLink>
      </section>
    </div>
  )
}
