import type { ClaimBoardIntents, ClaimBoardView } from '@portal/core'
import type { ReactNode } from 'react'
import { Icon, type IconName } from '../../../components/Icon/Icon'
import { PageState } from '../../../components/PageState/PageState'
import styles from '../MemberCentre.module.css'
import { ClaimFailureNotice } from './ClaimFailureNotice'
import rewards from './Rewards.module.css'

/**
 * A claim board's section in the reward centre (achievements, the member's promotions): its heading, the load's
 * state, what the last claim paid and a failed claim's notice, around the board's own cards.
 */
export function ClaimBoardFrame({
  name,
  icon,
  title,
  view,
  unloaded,
  paid,
  said,
  children,
}: {
  /** Names the heading's id (`<name>-title`), which the section and the cards' list are labelled by. */
  name: string
  icon: IconName
  title: ReactNode
  view: Pick<ClaimBoardView<unknown, unknown>, 'status' | 'claimFailure' | 'canRetryClaim'> &
    Pick<ClaimBoardIntents, 'retry' | 'dismiss'>
  /** Why nothing shows when the board could not be loaded. */
  unloaded: ReactNode
  /** What the last claim paid, once one did. */
  paid: ReactNode
  said: Record<string, ReactNode>
  children: ReactNode
}) {
  return (
    <section className={rewards.raffle} aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`} className={styles.subtitle}>
        <Icon name={icon} size={20} />
        {title}
      </h2>
      <PageState
        loading={view.status === 'loading'}
        failed={view.status === 'failed'}
        onRetry={view.retry}
        reason={unloaded}
      />
      {paid && (
        <p className={styles.success} role="status">
          {paid}
        </p>
      )}
      <ClaimFailureNotice view={view} said={said} />
      {children}
    </section>
  )
}
