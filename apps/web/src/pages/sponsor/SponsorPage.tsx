import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { CSSProperties } from 'react'
import { Link } from 'wouter'
import { Logo } from '../../components/Logo/Logo'
import type { PageProps } from '../pageTypes'
import { SponsorCrest } from './SponsorCrest'
import styles from './SponsorPage.module.css'
import { sponsorships } from './sponsorships'

/** A sponsor page (/sponsor1–/sponsor3, no header): the partnership, its highlights, links to the others. */
export default function SponsorPage({ route }: PageProps) {
  const { _ } = useLingui()
  const sponsorship = sponsorships.find((entry) => entry.path === route.paths[0]) ?? sponsorships[0]
  if (!sponsorship) return null
  const { name, colours, sport, since, text, highlights } = sponsorship
  return (
    <div className={styles.page}>
      <nav className={styles.bar} aria-label={_(msg`Sponsorships`)}>
        <Link to="/" className={styles.home}>
          <Logo />
        </Link>
        <ul className={styles.tabs}>
          {sponsorships.map((entry) => (
            <li key={entry.path}>
              <Link
                to={entry.path}
                className={styles.tab}
                aria-current={entry.path === sponsorship.path ? 'page' : undefined}
              >
                {entry.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section
        className={styles.hero}
        style={{ '--sponsor-a': colours[0], '--sponsor-b': colours[1] } as CSSProperties}
      >
        <div className={styles.copy}>
          <p className={styles.kicker}>
            <Trans>
              Official partner since {since} · {_(sport)}
            </Trans>
          </p>
          <h1 className={styles.title}>{name}</h1>
          <p className={styles.text}>{_(text)}</p>
          <ul className={styles.highlights}>
            {highlights.map((highlight) => (
              <li key={highlight.id}>{_(highlight)}</li>
            ))}
          </ul>
        </div>
        <div className={styles.crest}>
          <SponsorCrest name={name} colours={colours} />
        </div>
      </section>
      <section className={styles.others} aria-labelledby="sponsor-others">
        <h2 id="sponsor-others" className={styles.othersTitle}>
          <Trans>Our other partnerships</Trans>
        </h2>
        <ul className={styles.cards}>
          {sponsorships
            .filter((entry) => entry !== sponsorship)
            .map((entry) => (
              <li key={entry.path}>
                <Link to={entry.path} className={styles.card}>
                  <SponsorCrest name={entry.name} colours={entry.colours} />
                  <span>
                    <strong>{entry.name}</strong>
                    <span className={styles.cardSport}>{_(entry.sport)}</span>
                  </span>
                </Link>
              </li>
            ))}
        </ul>
      </section>
    </div>
  )
}
