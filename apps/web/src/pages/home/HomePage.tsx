import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { CSSProperties } from 'react'
import { Link } from 'wouter'
import { ButtonLink } from '../../components/Button/Button'
import { Icon, type IconName } from '../../components/Icon/Icon'
import { HeroArt } from './HeroArt'
import styles from './HomePage.module.css'

/** Entry points into the game areas until the casino section lists the server's vendors. */
const gameAreas: readonly { to: string; icon: IconName; label: MessageDescriptor; gradient: string }[] = [
  {
    to: '/live',
    icon: 'cards',
    label: msg`Live casino`,
    gradient: 'linear-gradient(135deg, #be123c, #7c3aed)',
  },
  { to: '/rng', icon: 'dice', label: msg`Slots`, gradient: 'linear-gradient(135deg, #d97706, #db2777)' },
  { to: '/sports', icon: 'ball', label: msg`Sports`, gradient: 'linear-gradient(135deg, #059669, #0e7490)' },
  {
    to: '/esports',
    icon: 'gamepad',
    label: msg`Esports`,
    gradient: 'linear-gradient(135deg, #2563eb, #7c3aed)',
  },
  { to: '/fish', icon: 'fish', label: msg`Fishing`, gradient: 'linear-gradient(135deg, #0891b2, #1d4ed8)' },
  {
    to: '/lottery',
    icon: 'ticket',
    label: msg`Lottery`,
    gradient: 'linear-gradient(135deg, #c026d3, #4338ca)',
  },
  {
    to: '/pvp',
    icon: 'cards',
    label: msg`Card games`,
    gradient: 'linear-gradient(135deg, #7c2d12, #b45309)',
  },
  {
    to: '/promotions',
    icon: 'gift',
    label: msg`Promotions`,
    gradient: 'linear-gradient(135deg, #9333ea, #e11d48)',
  },
]

/** The product's selling points (spec §1): safety, fast payments, a native app. */
const features: readonly { icon: IconName; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    icon: 'shield',
    title: msg`Safe and secure`,
    text: msg`Encrypted connections and protected funds, backed by licensed operation.`,
  },
  {
    icon: 'zap',
    title: msg`Fast deposits and withdrawals`,
    text: msg`Top up in seconds and cash out within minutes, around the clock.`,
  },
  {
    icon: 'smartphone',
    title: msg`Native app`,
    text: msg`Play on iOS and Android with the same account and wallet.`,
  },
]

export default function HomePage() {
  const { _ } = useLingui()
  return (
    <div className={styles.page}>
      <section className={`hero-surface ${styles.hero}`}>
        <div className={styles.copy}>
          <span className={styles.eyebrow}>
            <Icon name="sparkles" size={14} />
            <Trans>Welcome bonus for new players</Trans>
          </span>
          <h1 className={styles.title}>
            <Trans>
              Play big. <span className={styles.highlight}>Win bigger.</span>
            </Trans>
          </h1>
          <p className={styles.lead}>
            <Trans>Live casino, slots, sports and lottery in one account, with instant payouts.</Trans>
          </p>
          <div className={styles.actions}>
            <ButtonLink to="/register" size="large">
              <Trans>Join now</Trans>
            </ButtonLink>
            <a className={styles.outline} href="#games">
              <Trans>Explore games</Trans>
            </a>
          </div>
        </div>
        <HeroArt className={styles.art} />
      </section>

      <section id="games" className={styles.section} aria-labelledby="games-title">
        <h2 id="games-title" className={styles.sectionTitle}>
          <Trans>Game areas</Trans>
        </h2>
        <ul className={styles.tiles}>
          {gameAreas.map(({ to, icon, label, gradient }) => (
            <li key={to}>
              <Link to={to} className={styles.tile} style={{ '--tile-gradient': gradient } as CSSProperties}>
                <Icon name={icon} size={36} className={styles.tileIcon} />
                {_(label)}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="why-title">
        <h2 id="why-title" className={styles.sectionTitle}>
          <Trans>Why play with us</Trans>
        </h2>
        <ul className={styles.features}>
          {features.map(({ icon, title, text }) => (
            <li key={icon} className={styles.feature}>
              <span className={styles.featureIcon}>
                <Icon name={icon} size={24} />
              </span>
              <h3 className={styles.featureTitle}>{_(title)}</h3>
              <p className={styles.featureText}>{_(text)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
