import { Trans, useLingui } from '@lingui/react/macro'
import { connectSportsLive, createSportsLive, type LiveMatch } from '@portal/core'
import { useFlow } from '@portal/react'
import { useEffect, useRef } from 'react'
import { FailureNotice } from '../../components/FailureNotice/FailureNotice'
import { useFailureMessage } from '../../i18n/useFailureMessage'
import styles from './SportsLive.module.css'

/**
 * Sports live (spec §2, "sports live"; issue 15): the matches under way with their scores, which move as the
 * simulator's pushes arrive, with no reload. The board is the same for visitors and members.
 */
export function SportsLive() {
  const { t } = useLingui()
  const [view] = useFlow(createSportsLive, connectSportsLive)
  const failureMessage = useFailureMessage()

  return (
    <section
      className={styles.board}
      aria-labelledby="sports-live-title"
      aria-busy={view.status === 'loading' || undefined}
      data-live={view.live}
      data-testid="sports-live"
    >
      <header className={styles.head}>
        <h2 id="sports-live-title" className={styles.title}>
          <Trans>Live now</Trans>
        </h2>
        {view.status === 'ready' && (
          <span className={styles.link} data-on={view.live}>
            {view.live ? <Trans>Scores update as they happen</Trans> : <Trans>Reconnecting…</Trans>}
          </span>
        )}
      </header>
      {view.status === 'loading' && <div className={styles.skeleton} aria-hidden="true" />}
      {view.failure && (
        <FailureNotice onRetry={view.retry}>
          {view.status === 'failed'
            ? failureMessage({ kind: view.failure, code: view.failure })
            : t`The scores could not be refreshed.`}
        </FailureNotice>
      )}
      {view.status === 'ready' && view.matches.length === 0 && (
        <p className={styles.empty}>
          <Trans>No matches are being played right now.</Trans>
        </p>
      )}
      {view.matches.length > 0 && (
        <ul className={styles.matches}>
          {view.matches.map((match) => (
            <MatchCard key={match.id} match={match} />
          ))}
        </ul>
      )}
    </section>
  )
}

function MatchCard({ match }: { match: LiveMatch }) {
  // A score that went up since the last render is marked, and its key remounts it, so the highlight plays once
  // per goal: a push that only moves the minute marks nothing.
  const seen = useRef({ home: match.homeScore, away: match.awayScore })
  const homeScored = match.homeScore > seen.current.home
  const awayScored = match.awayScore > seen.current.away
  useEffect(() => {
    seen.current = { home: match.homeScore, away: match.awayScore }
  })
  return (
    <li className={styles.match} data-match={match.id} data-state={match.state}>
      <div className={styles.meta}>
        <span className={styles.league}>{match.league}</span>
        <MatchMoment match={match} />
      </div>
      <dl className={styles.teams}>
        <div className={styles.team}>
          <dt>{match.home}</dt>
          <dd
            key={`${match.homeScore}`}
            className={styles.score}
            data-scored={homeScored || undefined}
            data-testid="home-score"
          >
            {match.homeScore}
          </dd>
        </div>
        <div className={styles.team}>
          <dt>{match.away}</dt>
          <dd
            key={`${match.awayScore}`}
            className={styles.score}
            data-scored={awayScored || undefined}
            data-testid="away-score"
          >
            {match.awayScore}
          </dd>
        </div>
      </dl>
    </li>
  )
}

/** Where the match is, in words and colour: playing (with its minute), at the break, or over. */
function MatchMoment({ match }: { match: LiveMatch }) {
  if (match.state === 'HALF_TIME')
    return (
      <span className={styles.moment} data-state="break">
        <Trans>Half time</Trans>
      </span>
    )
  if (match.state === 'FULL_TIME')
    return (
      <span className={styles.moment} data-state="over">
        <Trans>Full time</Trans>
      </span>
    )
  const minute = match.minute ?? 0
  return (
    <span className={styles.moment} data-state="live">
      <Trans>Live {minute}′</Trans>
    </span>
  )
}
