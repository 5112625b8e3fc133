import { Trans, useLingui } from '@lingui/react/macro'
import { connectPromotions, type Promotion, promotionsFlow } from '@portal/core'
import { useSharedFlow } from '@portal/react'
import { useState } from 'react'
import { Link } from 'wouter'
import { Button } from '../../../components/Button/Button'
import { FailureNotice } from '../../../components/FailureNotice/FailureNotice'
import { SegmentedTabs, tabPanelProps } from '../../../components/form/SegmentedTabs/SegmentedTabs'
import { PageState } from '../../../components/PageState/PageState'
import { StatusBadge } from '../../../components/promotions/StatusBadge'
import { useFormatters } from '../../../i18n/useFormatters'
import { useMemberFailure } from '../../../i18n/useMemberFailure'
import styles from '../MemberCentre.module.css'
import { AchievementsSection } from './AchievementsSection'
import { MemberPromotionsSection } from './MemberPromotionsSection'
import { PrizeWheelSection } from './PrizeWheelSection'
import { PromoCodeSection } from './PromoCodeSection'
import { PromotionHeadCells } from './PromotionHeadCells'
import { RaffleSection } from './RaffleSection'
import { RewardRecordsSection } from './RewardRecordsSection'
import rewards from './Rewards.module.css'

const groups = ['available', 'received', 'expired'] as const
type Group = (typeof groups)[number]
const listId = 'reward-list'

/**
 * Reward centre (/member/rewardCenter, spec §2): the payouts ready to claim (one or all), those claimed or paid
 * out (with when: the history), those that ended without one, the prize wheel, the achievements and the raffle.
 */
export default function RewardCentrePage() {
  const { t } = useLingui()
  const [view] = useSharedFlow(promotionsFlow, connectPromotions)
  const [group, setGroup] = useState<Group>('available')
  const failureMessage = useMemberFailure()
  const { amount } = useFormatters()
  const labels: Record<Group, string> = { available: t`Available`, received: t`Claimed`, expired: t`Expired` }
  const rows = view.rewards[group]
  const lastClaim = view.claimed.at(-1)

  return (
    <div className={styles.panel}>
      <h1 className={styles.title}>
        <Trans>Reward centre</Trans>
      </h1>
      <RewardRecordsSection />
      <PromoCodeSection />
      <MemberPromotionsSection />
      <PageState
        loading={view.status === 'loading'}
        failed={view.status === 'failed'}
        reason={<Trans>Your rewards could not be loaded.</Trans>}
        onRetry={view.retry}
      />
      {lastClaim && (
        <p className={styles.success} role="status">
          <Trans>{amount(lastClaim.amount)} added to your main wallet.</Trans>
        </p>
      )}
      {view.actionFailure && (
        <FailureNotice onRetry={view.canRetry ? view.retry : undefined} onDismiss={view.dismiss}>
          {failureMessage(view.actionFailure)}
        </FailureNotice>
      )}
      {view.status === 'ready' && (
        <>
          <div className={rewards.bar}>
            <SegmentedTabs<Group>
              label={t`Rewards`}
              options={groups.map((key) => ({
                value: key,
                label: (
                  <>
                    {labels[key]} <span className={rewards.count}>{view.rewards[key].length}</span>
                  </>
                ),
              }))}
              value={group}
              onChange={setGroup}
              panelId={listId}
            />
            {group === 'available' && (
              <Button onClick={view.claimAll} disabled={!view.canClaimAll}>
                <Trans>Claim all</Trans>
              </Button>
            )}
          </div>
          <div {...tabPanelProps(listId, group, true)}>
            {rows.length === 0 ? (
              <p className={styles.muted}>
                {group === 'available' ? (
                  <Trans>Nothing to claim yet. Join a promotion to earn rewards.</Trans>
                ) : group === 'received' ? (
                  <Trans>No rewards claimed yet.</Trans>
                ) : (
                  <Trans>No expired rewards.</Trans>
                )}
              </p>
            ) : (
              <table className={rewards.table} aria-label={labels[group]}>
                <thead>
                  <tr>
                    <PromotionHeadCells />
                    <th scope="col" className={rewards.number}>
                      <Trans>Bonus</Trans>
                    </th>
                    <th scope="col">{group === 'received' ? <Trans>Paid</Trans> : <Trans>Ends</Trans>}</th>
                    {group === 'available' && <td />}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((promotion) => (
                    <RewardRow key={promotion.id} promotion={promotion} group={group} view={view} />
                  ))}
                </tbody>
              </table>
            )}
          </div>
        </>
      )}
      <PrizeWheelSection />
      <AchievementsSection />
      <RaffleSection />
    </div>
  )
}

function RewardRow({
  promotion,
  group,
  view,
}: {
  promotion: Promotion
  group: Group
  view: ReturnType<typeof connectPromotions>
}) {
  const { amount, dateTime } = useFormatters()
  const when = group === 'received' ? promotion.paidAt : promotion.endTime
  return (
    <tr data-promotion={promotion.id}>
      <th scope="row">
        <Link to={`/promotions/${promotion.id}`}>{promotion.title}</Link>
      </th>
      <td>
        <StatusBadge status={promotion.status} />
      </td>
      <td className={rewards.number} dir="ltr">
        {amount(promotion.bonus)}
      </td>
      <td>{when ? dateTime(when) : '-'}</td>
      {group === 'available' && (
        <td>
          <Button
            size="small"
            onClick={() => view.claim(promotion.id)}
            disabled={view.pending !== null}
            aria-busy={view.pending?.promotionId === promotion.id || undefined}
          >
            <Trans>Claim payout</Trans>
          </Button>
        </td>
      )}
    </tr>
  )
}
