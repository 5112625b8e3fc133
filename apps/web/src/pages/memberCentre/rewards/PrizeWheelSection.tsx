import { Trans, useLingui } from '@lingui/react/macro'
import { connectPrizeWheel, createPrizeWheel, type Money, restingAngle } from '@portal/core'
import { useFlow } from '@portal/react'
import { useEffect, useState } from 'react'
import { Button } from '../../../components/Button/Button'
import { usePrefersReducedMotion } from '../../../components/Carousel/usePrefersReducedMotion'
import { Icon } from '../../../components/Icon/Icon'
import { PageState } from '../../../components/PageState/PageState'
import { useFormatters } from '../../../i18n/useFormatters'
import styles from '../MemberCentre.module.css'
import { ClaimFailureNotice } from './ClaimFailureNotice'
import wheelStyles from './PrizeWheel.module.css'
import rewards from './Rewards.module.css'
import { WheelFace } from './WheelFace'

/**
 * The prize wheel (issue 32): tickets earned by play and deposits, one spent per spin. The platform picks where
 * the wheel stops before it answers; the wheel then turns to that answer, and the result is told once it rests
 * (at once when the member asked for less motion).
 */
export function PrizeWheelSection() {
  const { t } = useLingui()
  const [view] = useFlow(createPrizeWheel, connectPrizeWheel)
  const { amount, dateTime } = useFormatters()
  const instant = usePrefersReducedMotion()
  const [angle, setAngle] = useState(0)
  const [told, setTold] = useState(false)
  const result = view.result
  const count = view.wheel?.segments.length ?? 0

  useEffect(() => {
    setTold(false)
    if (result && count > 0) setAngle((previous) => restingAngle(previous, result.segment, count))
  }, [result, count])

  const prizeText = (prize: Money) => (prize.minor > 0n ? amount(prize) : t`No prize`)

  return (
    <section className={rewards.raffle} aria-labelledby="prize-wheel-title" data-testid="prize-wheel">
      <h2 id="prize-wheel-title" className={styles.subtitle}>
        <Icon name="ticket" size={20} />
        <Trans>Prize wheel</Trans>
      </h2>
      <PageState
        loading={view.status === 'loading'}
        failed={view.status === 'failed'}
        onRetry={view.retry}
        reason={<Trans>The prize wheel could not be loaded.</Trans>}
      />
      {view.wheel && view.tickets && (
        <div className={wheelStyles.layout}>
          <WheelFace
            labels={view.wheel.segments.map(prizeText)}
            angle={angle}
            moving={!instant}
            onRest={() => setTold(true)}
          />
          <div className={wheelStyles.side}>
            <p className={styles.muted}>
              <Trans>
                One ticket for every {amount(view.wheel.turnoverPerTicket)} of valid bets and every{' '}
                {amount(view.wheel.depositPerTicket)} deposited. Each spin uses one ticket; where the wheel
                stops is decided when you spin, and the prize goes to your main wallet.
              </Trans>
            </p>
            <div className={styles.row}>
              <p className={rewards.tickets}>
                <Trans>Tickets</Trans> <strong data-testid="wheel-tickets">{view.tickets.available}</strong>
              </p>
              <Button
                onClick={() => view.wheel && view.claim(view.wheel.wheelId)}
                disabled={!view.canSpin}
                aria-busy={view.spinning || undefined}
                data-testid="wheel-spin"
              >
                {view.spinning ? <Trans>Spinning…</Trans> : <Trans>Spin</Trans>}
              </Button>
            </div>
            {view.tickets.available === 0 && !result && (
              <p className={styles.muted}>
                <Trans>No ticket yet: play or deposit to earn one.</Trans>
              </p>
            )}
            <div role="status" data-testid="wheel-result">
              {result && (told || instant) && (
                <p className={styles.success}>
                  {result.prize.minor > 0n ? (
                    <Trans>The wheel stopped on {amount(result.prize)}. It is in your main wallet.</Trans>
                  ) : (
                    <Trans>No prize this time. Better luck on your next spin.</Trans>
                  )}
                </p>
              )}
            </div>
            <ClaimFailureNotice
              view={view}
              said={{
                network: <Trans>No answer came back. Retry is safe: a spin is never paid twice.</Trans>,
                no_tickets: <Trans>You have no ticket to spin with. Play or deposit to earn one.</Trans>,
              }}
            />
            {view.tickets.spins.length > 0 && (
              <ul className={rewards.draws} aria-label={t`Your spins`}>
                {view.tickets.spins.map((spin, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: spins have no id, and two may share a time
                  <li key={index}>
                    <span>{dateTime(spin.at)}</span>
                    <strong className={rewards.number} dir="ltr">
                      {prizeText(spin.prize)}
                    </strong>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </section>
  )
}
