import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { type CSSProperties, useId, useRef } from 'react'
import { usePrefersReducedMotion } from '../../components/Carousel/usePrefersReducedMotion'
import { Icon, type IconName } from '../../components/Icon/Icon'
import styles from './ServiceSection.module.css'
import { useCountUp } from './useCountUp'
import { useInView } from './useInView'

interface Counter {
  key: string
  maximum: number
  /** Spec §9: the ring's marker turns this many degrees per unit counted. */
  degreesPerUnit: number
  unit: MessageDescriptor
  label: MessageDescriptor
}

/** Spec §9: deposit 60 s, withdrawal 90 s, 80 payment partners, 23 game partners. */
const counters: readonly Counter[] = [
  { key: 'deposit', maximum: 60, degreesPerUnit: 2, unit: msg`sec`, label: msg`Average deposit time` },
  { key: 'withdraw', maximum: 90, degreesPerUnit: 2, unit: msg`sec`, label: msg`Average withdrawal time` },
  { key: 'pay', maximum: 80, degreesPerUnit: 2, unit: msg`partners`, label: msg`Payment partners` },
  { key: 'company', maximum: 23, degreesPerUnit: 5, unit: msg`partners`, label: msg`Game partners` },
]

const blurbs: readonly { icon: IconName; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    icon: 'zap',
    title: msg`Fast deposits`,
    text: msg`Top up in seconds with the payment method you already use.`,
  },
  {
    icon: 'wallet',
    title: msg`Quick withdrawals`,
    text: msg`Cash out within minutes, around the clock.`,
  },
  {
    icon: 'shield',
    title: msg`Safe and secure`,
    text: msg`Encrypted connections and protected funds, backed by licensed operation.`,
  },
  {
    icon: 'headset',
    title: msg`24/7 support`,
    text: msg`Our team answers day and night on chat and messaging apps.`,
  },
]

/** "Our service" (spec §2 Home): four blurbs and four ring counters that count up whenever they come into view. */
export function ServiceSection() {
  const { _ } = useLingui()
  const id = useId()
  const ref = useRef<HTMLUListElement>(null)
  const inView = useInView(ref)
  const instant = usePrefersReducedMotion()
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        <Trans>Our service</Trans>
      </h2>
      <ul ref={ref} className={styles.counters}>
        {counters.map((counter) => (
          <CounterRing
            key={counter.key}
            counter={counter}
            running={inView}
            instant={instant}
            label={_(counter.label)}
            unit={_(counter.unit)}
          />
        ))}
      </ul>
      <ul className={styles.blurbs}>
        {blurbs.map((blurb) => (
          <li key={blurb.icon} className={styles.blurb}>
            <span className={styles.blurbIcon}>
              <Icon name={blurb.icon} size={22} />
            </span>
            <h3 className={styles.blurbTitle}>{_(blurb.title)}</h3>
            <p className={styles.blurbText}>{_(blurb.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

const radius = 52
const circumference = 2 * Math.PI * radius

function CounterRing({
  counter,
  running,
  instant,
  label,
  unit,
}: {
  counter: Counter
  running: boolean
  instant: boolean
  label: string
  unit: string
}) {
  const value = useCountUp(counter.maximum, running, instant)
  const shown = Math.round(value)
  const style = {
    '--ring-progress': circumference * (1 - value / counter.maximum),
    '--ring-turn': `${value * counter.degreesPerUnit}deg`,
  } as CSSProperties
  return (
    <li className={styles.counter}>
      <div className={styles.ring} style={style}>
        <svg viewBox="0 0 120 120" aria-hidden="true">
          <circle className={styles.track} cx="60" cy="60" r={radius} />
          <circle className={styles.progress} cx="60" cy="60" r={radius} strokeDasharray={circumference} />
          <circle className={styles.marker} cx="60" cy={60 - radius} r="5" />
        </svg>
        {/* The figure reads as its final value; the animation is for the eye only. */}
        <span className={styles.value} aria-hidden="true">
          {shown}
          <small>{unit}</small>
        </span>
      </div>
      <p className={styles.label}>
        <span className={styles.visuallyHidden}>
          {counter.maximum} {unit}{' '}
        </span>
        {label}
      </p>
    </li>
  )
}
