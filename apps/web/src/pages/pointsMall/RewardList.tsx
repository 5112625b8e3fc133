import { Trans, useLingui } from '@lingui/react/macro'
import type { PointReward } from '@portal/core'
import { Button } from '../../components/Button/Button'
import { useFormatters } from '../../i18n/useFormatters'
import styles from './PointsMall.module.css'
import { usePointsText } from './usePointsText'

/** The rewards: product, points needed, amount needed, stock; each can be redeemed while in stock. */
export function RewardList({
  rewards,
  chosen,
  onChoose,
}: {
  rewards: readonly PointReward[]
  chosen: string | null
  onChoose: (rewardId: string) => void
}) {
  const { t } = useLingui()
  const points = usePointsText()
  const money = useFormatters().amount
  return (
    <section className={styles.section} aria-labelledby="rewards-title">
      <h2 id="rewards-title" className={styles.subtitle}>
        <Trans>Rewards</Trans>
      </h2>
      <ul className={styles.rewards}>
        {rewards.map((reward) => (
          <li key={reward.rewardId} className={styles.reward} data-chosen={reward.rewardId === chosen}>
            {reward.imageUrl && <img className={styles.rewardImage} src={reward.imageUrl} alt="" />}
            <h3 className={styles.rewardName}>
              <bdi>{reward.productName}</bdi>
            </h3>
            <dl className={styles.facts}>
              <div>
                <dt>
                  <Trans>Points needed</Trans>
                </dt>
                <dd>{points(reward.pointsNeeded)}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Amount needed</Trans>
                </dt>
                <dd>{money(reward.amountNeeded)}</dd>
              </div>
              <div>
                <dt>
                  <Trans>In stock</Trans>
                </dt>
                <dd>{points(reward.stock)}</dd>
              </div>
            </dl>
            <Button
              size="small"
              onClick={() => onChoose(reward.rewardId)}
              disabled={reward.stock < 1}
              aria-label={t`Redeem ${reward.productName}`}
            >
              {reward.stock < 1 ? <Trans>Out of stock</Trans> : <Trans>Redeem</Trans>}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}
