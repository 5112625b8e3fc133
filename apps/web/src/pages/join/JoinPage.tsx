import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { ButtonLink } from '../../components/Button/Button'
import { Icon, type IconName } from '../../components/Icon/Icon'
import styles from './JoinPage.module.css'

const benefits: readonly { icon: IconName; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    icon: 'wallet',
    title: msg`Commission every day`,
    text: msg`Earn a share of your team's play, paid daily and visible in real time in the agent centre.`,
  },
  {
    icon: 'users',
    title: msg`Build your own team`,
    text: msg`Open accounts for your players and sub-agents and follow their activity in one place.`,
  },
  {
    icon: 'receipt',
    title: msg`Clear reports`,
    text: msg`Team betting, transactions, profit and loss and your income, day by day.`,
  },
  {
    icon: 'headset',
    title: msg`A dedicated manager`,
    text: msg`Our agent support team helps you set up, promote and grow, around the clock.`,
  },
]

const steps: readonly MessageDescriptor[] = [
  msg`Register an account`,
  msg`Contact customer service to become an agent`,
  msg`Share your referral link and start earning`,
]

/** Agent recruitment (spec §2, /join): why join, how, and where to start. */
export default function JoinPage() {
  const { _ } = useLingui()
  return (
    <div className={styles.page}>
      <section className={`hero-surface ${styles.hero}`}>
        <p className={styles.kicker}>
          <Trans>Agent programme</Trans>
        </p>
        <h1 className={styles.title}>
          <Trans>Join us and grow with us</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>
            Become an agent: build your team, share in its success and earn commissions every day.
          </Trans>
        </p>
        <div className={styles.actions}>
          <ButtonLink to="/?dialog=register" size="large">
            <Icon name="user" size={18} />
            <Trans>Register now</Trans>
          </ButtonLink>
          <ButtonLink to="/help#about" variant="secondary" size="large">
            <Trans>Learn more</Trans>
          </ButtonLink>
        </div>
      </section>
      <ul className={styles.benefits}>
        {benefits.map(({ icon, title, text }) => (
          <li key={icon} className={styles.benefit}>
            <span className={styles.icon}>
              <Icon name={icon} size={24} />
            </span>
            <h2 className={styles.benefitTitle}>{_(title)}</h2>
            <p>{_(text)}</p>
          </li>
        ))}
      </ul>
      <section className={styles.steps} aria-labelledby="join-steps">
        <h2 id="join-steps" className={styles.stepsTitle}>
          <Trans>Three steps to start</Trans>
        </h2>
        <ol className={styles.stepList}>
          {steps.map((step, index) => (
            <li key={step.id} className={styles.step}>
              <span className={styles.number}>{index + 1}</span>
              <span>{_(step)}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}
