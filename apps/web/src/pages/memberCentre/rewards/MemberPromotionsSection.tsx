import { Trans, useLingui } from '@lingui/react/macro'
import {
  connectMemberPromotions,
  createMemberPromotions,
  type MemberPromotionState,
  type MemberPromotionView,
} from '@portal/core'
import { useFlow } from '@portal/react'
import type { ReactNode } from 'react'
import { Button } from '../../../components/Button/Button'
import { useFormatters } from '../../../i18n/useFormatters'
import missions from '../missions/Missions.module.css'
import { ClaimBoardFrame } from './ClaimBoardFrame'

/** The missions' card states: the colours of a claimable, a claimed and a closed card. */
const cardStatus: Record<MemberPromotionState, string> = {
  available: 'reached',
  claimed: 'claimed',
  ineligible: 'locked',
}

/**
 * The member's own promotions (issue 32): what the back office issued to them, the registration bonus, the
 * daily login bonus and the loss-back, each as the platform judges it now, claimed once into the main wallet.
 */
export function MemberPromotionsSection() {
  const { t } = useLingui()
  const [view] = useFlow(createMemberPromotions, connectMemberPromotions)
  const { amount } = useFormatters()
  const reasons = useReasons()
  const titles = { register: t`Registration bonus`, login: t`Daily login bonus`, savior: t`Loss-back` }

  return (
    <ClaimBoardFrame
      name="member-promotions"
      icon="gift"
      title={<Trans>Bonuses for you</Trans>}
      view={view}
      unloaded={<Trans>Your bonuses could not be loaded.</Trans>}
      paid={view.claimed && <Trans>{amount(view.claimed.amount)} bonus added to your main wallet.</Trans>}
      said={{
        network: <Trans>No answer came back. Retry is safe: a bonus is never paid twice.</Trans>,
        ...reasons,
      }}
    >
      {view.offers.length > 0 && (
        <ul className={missions.milestones} aria-labelledby="member-promotions-title">
          {view.offers.map((offer) => {
            const title = titleOf(offer, titles)
            return (
              <li
                key={offer.id}
                className={missions.milestone}
                data-status={cardStatus[offer.state]}
                data-testid={`member-promotion-${offer.id}`}
              >
                <div className={missions.head}>
                  <h3 className={missions.name}>{title}</h3>
                  {offer.reward.minor > 0n && (
                    <span className={missions.reward}>+{amount(offer.reward)}</span>
                  )}
                </div>
                <p className={missions.measure}>
                  <OfferTerms offer={offer} />
                </p>
                <div className={missions.foot}>
                  <span className={missions.status} data-status={cardStatus[offer.state]}>
                    {offer.state === 'available' ? (
                      <Trans>Ready to claim</Trans>
                    ) : offer.state === 'claimed' ? (
                      <Trans>Claimed</Trans>
                    ) : (
                      (reasons[offer.reason ?? ''] ?? <Trans>Not available now</Trans>)
                    )}
                  </span>
                  {offer.state === 'available' && (
                    <Button
                      size="small"
                      onClick={() => view.claim(offer.id)}
                      disabled={!offer.canClaim}
                      aria-busy={offer.claiming}
                      aria-label={t`Claim ${title}`}
                    >
                      {offer.claiming ? <Trans>Claiming…</Trans> : <Trans>Claim</Trans>}
                    </Button>
                  )}
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </ClaimBoardFrame>
  )
}

const titleOf = (offer: MemberPromotionView, titles: Record<'register' | 'login' | 'savior', string>) =>
  offer.kind === 'issued' ? offer.title : titles[offer.kind]

/** The platform's reasons a promotion may not be claimed, as the member reads them (also its refusals). */
function useReasons(): Record<string, ReactNode> {
  return {
    register_claimed: <Trans>The registration bonus was claimed already.</Trans>,
    login_claimed_today: <Trans>Today’s login bonus was claimed already.</Trans>,
    savior_claimed: <Trans>The loss-back of that day was claimed already.</Trans>,
    savior_no_loss: <Trans>Not eligible: no net loss large enough on that day.</Trans>,
    issued_claimed: <Trans>This bonus was claimed already.</Trans>,
    issued_expired: <Trans>Not eligible: this bonus has expired.</Trans>,
    unknown_issued: <Trans>This bonus was not issued to you.</Trans>,
  }
}

/** An instant the platform named, as the portal shows dates. */
function At({ iso }: { iso: string }) {
  const { dateTime } = useFormatters()
  return <time dateTime={iso}>{dateTime(iso)}</time>
}

/** What each promotion asks and pays, with the platform's figures. */
function OfferTerms({ offer }: { offer: MemberPromotionView }) {
  const { amount, day, percent } = useFormatters()
  switch (offer.kind) {
    case 'register':
      return offer.claimedAt ? (
        <Trans>
          Once per member. Claimed <At iso={offer.claimedAt} />.
        </Trans>
      ) : (
        <Trans>Once per member, for joining.</Trans>
      )
    case 'login':
      return offer.nextAt ? (
        <Trans>
          Once a day. The next one from <At iso={offer.nextAt} />.
        </Trans>
      ) : (
        <Trans>Once a day, for signing in.</Trans>
      )
    case 'savior': {
      const share = percent(offer.percent / 100)
      const loss = amount(offer.netLoss)
      const on = day(offer.periodStart.slice(0, 10))
      const least = amount(offer.minLoss)
      const cap = amount(offer.cap)
      return (
        <Trans>
          {share} of your net loss on <time dateTime={offer.periodStart}>{on}</time> (UTC): {loss}. Pays from
          a loss of {least}, at most {cap}.
        </Trans>
      )
    }
    case 'issued':
      return offer.expiresAt ? (
        <Trans>
          Issued to you <At iso={offer.issuedAt} />. Claim by <At iso={offer.expiresAt} />.
        </Trans>
      ) : (
        <Trans>
          Issued to you <At iso={offer.issuedAt} />.
        </Trans>
      )
  }
}
