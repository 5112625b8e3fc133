import { Trans, useLingui } from '@lingui/react/macro'
import { connectRewardRecords, createRewardRecords, type RewardSource } from '@portal/core'
import { useFlow } from '@portal/react'
import { Button } from '../../../components/Button/Button'
import { FailureNotice } from '../../../components/FailureNotice/FailureNotice'
import { Icon } from '../../../components/Icon/Icon'
import { ListPager } from '../../../components/ListPager/ListPager'
import { PageState } from '../../../components/PageState/PageState'
import { StatusBadge } from '../../../components/promotions/StatusBadge'
import { useFormatters } from '../../../i18n/useFormatters'
import { useMemberFailure } from '../../../i18n/useMemberFailure'
import styles from '../MemberCentre.module.css'
import { PromotionHeadCells } from './PromotionHeadCells'
import rewards from './Rewards.module.css'

/**
 * The reward centre's records (issue 32): the newest rewards of every kind the platform paid into the main
 * wallet, and the promotions the member took part in, a page at a time, each with its status, its bonus and what
 * it paid; one opened shows its reward: progress and the ledger entry's order number.
 */
export function RewardRecordsSection() {
  const { t } = useLingui()
  const [view] = useFlow(createRewardRecords, connectRewardRecords)
  const { amount, dateTime } = useFormatters()
  const failureMessage = useMemberFailure()
  const sources: Record<RewardSource, string> = {
    promotion: t`Promotion`,
    memberPromotion: t`Bonus for you`,
    promoCode: t`Promo code`,
    prizeWheel: t`Prize wheel`,
    mission: t`Mission`,
    achievement: t`Achievement`,
    raffle: t`Raffle`,
    vipUpgrade: t`VIP upgrade bonus`,
    depositPromotion: t`Deposit bonus`,
    other: t`Bonus`,
  }
  const loaded = view.status !== 'failed' && view.paidTotal !== null

  return (
    <section
      className={rewards.records}
      aria-labelledby="reward-records-title"
      aria-busy={view.status === 'loading'}
    >
      <h2 id="reward-records-title" className={styles.subtitle}>
        <Icon name="gift" size={20} />
        <Trans>Recent rewards</Trans>
      </h2>
      <PageState
        loading={view.status === 'loading' && !loaded}
        failed={view.status === 'failed'}
        onRetry={view.retry}
        reason={<Trans>Your reward records could not be loaded.</Trans>}
      />
      {loaded && (
        <>
          {view.recent.length === 0 ? (
            <p className={styles.muted}>
              <Trans>No rewards yet.</Trans>
            </p>
          ) : (
            <ul className={rewards.draws} data-testid="recent-rewards">
              {view.recent.map((reward) => (
                <li key={reward.reference}>
                  <span>{sources[reward.source]}</span>
                  <time dateTime={reward.at}>{dateTime(reward.at)}</time>
                  <strong dir="ltr">+{amount(reward.amount)}</strong>
                </li>
              ))}
            </ul>
          )}
          <h3 id="reward-claims-title" className={rewards.recordsTitle}>
            <Trans>Promotions you joined</Trans>
          </h3>
          {view.total === 0 ? (
            <p className={styles.muted}>
              <Trans>You have not joined a promotion yet.</Trans>
            </p>
          ) : (
            <>
              <p className={rewards.tickets}>
                <Trans>Paid by your promotions: {amount(view.paidTotal)}</Trans>
              </p>
              <table className={rewards.table} aria-labelledby="reward-claims-title">
                <thead>
                  <tr>
                    <PromotionHeadCells />
                    <th scope="col" className={rewards.number}>
                      <Trans>Paid</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Joined</Trans>
                    </th>
                    <td />
                  </tr>
                </thead>
                <tbody>
                  {view.claims.map((claim) => (
                    <tr key={claim.promotionId} data-claim={claim.promotionId}>
                      <th scope="row">{claim.title}</th>
                      <td>
                        <StatusBadge status={claim.status} />
                      </td>
                      <td className={rewards.number} dir="ltr">
                        {amount(claim.paid)}
                      </td>
                      <td>
                        <time dateTime={claim.joinedAt}>{dateTime(claim.joinedAt)}</time>
                      </td>
                      <td>
                        <Button
                          size="small"
                          variant="secondary"
                          aria-expanded={view.opened?.promotionId === claim.promotionId}
                          aria-label={t`Reward of ${claim.title}`}
                          onClick={() =>
                            view.opened?.promotionId === claim.promotionId
                              ? view.close()
                              : view.open(claim.promotionId)
                          }
                        >
                          <Trans>Reward</Trans>
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <ListPager
                page={view.page}
                totalPages={view.pages}
                goToPage={view.goToPage}
                className={rewards.bar}
              />
            </>
          )}
          {view.opened && (
            <div className={rewards.detail} aria-live="polite" aria-busy={view.rewardLoading}>
              <h4 className={rewards.recordsTitle}>{view.opened.title}</h4>
              {view.rewardFailure && (
                <FailureNotice onRetry={() => view.open(view.opened?.promotionId ?? '')}>
                  {failureMessage(view.rewardFailure)}
                </FailureNotice>
              )}
              {view.reward && (
                <dl className={rewards.facts}>
                  {view.reward.target && view.reward.progress && (
                    <>
                      <dt>
                        <Trans>Progress</Trans>
                      </dt>
                      <dd dir="ltr">
                        {amount(view.reward.progress)} / {amount(view.reward.target)}
                      </dd>
                    </>
                  )}
                  <dt>
                    <Trans>Bonus</Trans>
                  </dt>
                  <dd dir="ltr">{amount(view.reward.bonus)}</dd>
                  <dt>
                    <Trans>Paid</Trans>
                  </dt>
                  <dd>
                    {view.reward.paidAt ? (
                      <Trans>
                        {amount(view.reward.paid)} on{' '}
                        <time dateTime={view.reward.paidAt}>{dateTime(view.reward.paidAt)}</time>
                      </Trans>
                    ) : (
                      <Trans>Not paid yet</Trans>
                    )}
                  </dd>
                  {view.reward.reference && (
                    <>
                      <dt>
                        <Trans>Order number</Trans>
                      </dt>
                      <dd dir="ltr" data-volatile>
                        {view.reward.reference}
                      </dd>
                    </>
                  )}
                </dl>
              )}
            </div>
          )}
        </>
      )}
    </section>
  )
}
