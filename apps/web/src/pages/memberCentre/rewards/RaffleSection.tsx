import { Trans } from '@lingui/react/macro'
import { connectRaffle, createRaffle } from '@portal/core'
import { useFlow } from '@portal/react'
import { Button } from '../../../components/Button/Button'
import { Icon } from '../../../components/Icon/Icon'
import { PageState } from '../../../components/PageState/PageState'
import { useFormatters } from '../../../i18n/useFormatters'
import { useMemberFailure } from '../../../i18n/useMemberFailure'
import styles from '../MemberCentre.module.css'
import rewards from './Rewards.module.css'

/** The raffle: tickets held, a draw (one ticket, one request), its prize credited, and the draws so far. */
export function RaffleSection() {
  const [view] = useFlow(createRaffle, connectRaffle)
  const { amount, dateTime } = useFormatters()
  const failureMessage = useMemberFailure()
  return (
    <section className={rewards.raffle} aria-labelledby="raffle-title">
      <h2 id="raffle-title" className={styles.subtitle}>
        <Icon name="ticket" size={20} />
        <Trans>Daily raffle</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>One ticket a day, and one more for every 100 you deposit that day.</Trans>
      </p>
      <PageState
        failed={view.status === 'failed'}
        onRetry={view.retry}
        reason={<Trans>The raffle could not be loaded.</Trans>}
      />
      {view.status !== 'failed' && (
        <div className={styles.row}>
          <p className={rewards.tickets}>
            <Trans>Tickets</Trans> <strong data-testid="raffle-tickets">{view.tickets}</strong>
          </p>
          <Button onClick={view.draw} disabled={!view.canDraw} aria-busy={view.drawing || undefined}>
            <Trans>Draw</Trans>
          </Button>
        </div>
      )}
      {view.drawn && (
        <p className={styles.success} role="status">
          <Trans>You won {amount(view.drawn.prize)}! It is in your main wallet.</Trans>
        </p>
      )}
      {view.drawFailure && (
        <p className={styles.failure} role="alert">
          {failureMessage(view.drawFailure)}
        </p>
      )}
      {view.draws.length > 0 && (
        <ul className={rewards.draws} aria-labelledby="raffle-title">
          {view.draws.map((draw) => (
            <li key={draw.at}>
              <span>{dateTime(draw.at)}</span>
              <strong className={rewards.number} dir="ltr">
                {amount(draw.prize)}
              </strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
