import { Trans, useLingui } from '@lingui/react/macro'
import { connectPointsMall, createPointsMall, pointsMallBanners } from '@portal/core'
import { useFlow, useSession } from '@portal/react'
import { Link, useLocation } from 'wouter'
import { loginHrefFor, signInRequiredHref } from '../../components/flow/returnAfterLogin'
import { useAnnouncements } from '../../components/games/useAnnouncements'
import { PageState } from '../../components/PageState/PageState'
import { ConvertForm } from './ConvertForm'
import { PointsHistory } from './PointsHistory'
import styles from './PointsMall.module.css'
import { PointsRules } from './PointsRules'
import { RedeemForm } from './RedeemForm'
import { RewardList } from './RewardList'
import { usePointsMessages } from './usePointsMessages'
import { usePointsText } from './usePointsText'

/**
 * The points mall (spec §2 "points shop"): banner, balance, rewards, redeeming with the fund password, cash to
 * points, redeem records, points detail and the rules. Visitors see the rewards and rules; redeeming sends them
 * to sign in and back here.
 */
export default function PointsMallPage() {
  const { t } = useLingui()
  const [session] = useSession()
  const [path, navigate] = useLocation()
  const [view] = useFlow(createPointsMall, connectPointsMall, [session.hasToken])
  const { banners } = useAnnouncements()
  const banner = pointsMallBanners(banners)[0]
  const { failure } = usePointsMessages()
  const pointsText = usePointsText()
  const choose = (rewardId: string) =>
    view.signedIn ? view.choose(rewardId) : navigate(signInRequiredHref(path))

  return (
    <div className={styles.page}>
      {banner && <img className={styles.banner} src={banner} alt="" />}
      <header className={styles.head}>
        <h1 className={styles.title}>
          <Trans>Points mall</Trans>
        </h1>
        {view.signedIn && view.points !== null ? (
          <dl className={styles.balance} data-testid="points-balance">
            <div>
              <dt>
                <Trans>My points</Trans>
              </dt>
              <dd className={styles.figure}>{pointsText(view.points)}</dd>
            </div>
          </dl>
        ) : (
          !view.signedIn && (
            <Link className={styles.signIn} to={loginHrefFor(path)}>
              <Trans>Sign in to see your points and redeem rewards</Trans>
            </Link>
          )
        )}
      </header>
      <PageState
        loading={view.status === 'loading'}
        failed={view.status === 'failed'}
        reason={view.failure ? failure(view.failure) : t`The points mall could not be loaded.`}
        onRetry={view.retry}
      />
      {view.status === 'ready' && (
        <>
          {view.done && (
            <p className={styles.done} role="status">
              {view.done === 'redeemed' ? (
                <Trans>Redemption sent: it is being reviewed.</Trans>
              ) : (
                <Trans>Cash converted to points.</Trans>
              )}
            </p>
          )}
          <RewardList rewards={view.rewards} chosen={view.redeemForm?.rewardId ?? null} onChoose={choose} />
          {view.redeemForm && <RedeemForm view={view} />}
          {view.signedIn && <ConvertForm view={view} />}
          {view.signedIn && <PointsHistory view={view} />}
          {view.config && <PointsRules config={view.config} />}
        </>
      )}
    </div>
  )
}
