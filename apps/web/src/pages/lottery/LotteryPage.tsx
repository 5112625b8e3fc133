import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import {
  frameSandbox,
  type LotteryGame,
  type LotteryPage as LotteryPageName,
  lotteryPrizeMode,
} from '@portal/core'
import { Link, useSearch } from 'wouter'
import { Button } from '../../components/Button/Button'
import { PageBanner } from '../../components/banners/PageBanner'
import { copyOf } from '../../components/games/categoryCopy'
import { GamePageHeader } from '../../components/games/GamePageHeader'
import { useFailureMessage } from '../../i18n/useFailureMessage'
import { useFormatters } from '../../i18n/useFormatters'
import type { PageProps } from '../pageTypes'
import { LotteryBalls } from './LotteryBalls'
import styles from './LotteryPage.module.css'
import { useLotteryLaunch } from './useLotteryLaunch'
import { useLotteryView } from './useLotteryView'

const pages: readonly LotteryPageName[] = ['lottery', 'seaLottery', 'vnLottery']

/** A game's address on its page: its code, and its prize mode when the menu said one the launch takes. */
const gameQuery = (game: LotteryGame) => {
  const prizeMode = lotteryPrizeMode(game.prizeMode)
  return new URLSearchParams({ ...(prizeMode ? { prizeMode } : {}), gameCode: game.gameCode })
}

/**
 * /lottery, /seaLottery and /vnLottery (spec §2, sign-in required): the game menus (by region for the
 * Vietnamese lottery), recent and popular games, and the latest draws with coloured balls.
 */
export default function LotteryPage({ route }: PageProps) {
  const { _ } = useLingui()
  const { dateTime } = useFormatters()
  const page = pages.find((name) => name === route.name) ?? 'lottery'
  const search = new URLSearchParams(useSearch())
  const chosen = search.get('gameCode')
  // ZY and e-lottery games (and an e-lottery vendor's lobby) launch in their own prize mode.
  const prizeMode = lotteryPrizeMode(search.get('prizeMode'))
  const view = useLotteryView(page)
  const launch = useLotteryLaunch(page, chosen, prizeMode)
  const failureMessage = useFailureMessage()
  const copy = copyOf('LOTT')

  const games = (list: readonly LotteryGame[]) => (
    <ul className={styles.games}>
      {list.map((game) => (
        <li key={game.gameCode}>
          <Link
            to={`/${page}?${gameQuery(game)}`}
            className={styles.game}
            aria-current={game.gameCode === chosen ? 'page' : undefined}
          >
            <span className={styles.gameName}>{game.gameName ?? game.gameCode}</span>
            {game.drawNo && (
              <span className={styles.gameMeta}>
                <Trans>Draw {game.drawNo}</Trans>
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  )

  return (
    <div className={styles.page}>
      <PageBanner group="lott" />
      <GamePageHeader icon="ticket" title={_(route.title)} blurb={copy ? _(copy.blurb) : null} />
      <section className={styles.stage} aria-label={_(route.title)}>
        {launch.status === 'loading' && <div className={styles.stageCover} aria-hidden="true" />}
        {launch.status === 'failed' && (
          <div className={styles.stageCover} role="alert">
            <p>{failureMessage({ kind: launch.failure ?? 'network', code: launch.failure ?? 'network' })}</p>
            <Button variant="secondary" size="small" onClick={launch.retry}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        )}
        {launch.data?.refusal && (
          <div className={styles.stageCover} role="alert">
            <p>{failureMessage({ kind: 'invalid-response', code: launch.data.refusal })}</p>
          </div>
        )}
        {launch.data?.url && (
          <iframe
            className={styles.frame}
            src={launch.data.url}
            title={_(route.title)}
            sandbox={frameSandbox(launch.data.url, window.location.origin)}
            referrerPolicy="no-referrer"
          />
        )}
      </section>
      <div className={styles.layout}>
        <section className={styles.panel} aria-labelledby="lottery-menus">
          <h2 id="lottery-menus" className={styles.heading}>
            <Trans>Games</Trans>
          </h2>
          {view.menus.status === 'loading' && <div className={styles.skeleton} />}
          {view.menus.items.map((group) => (
            <div key={group.region ?? 'all'} className={styles.group}>
              {group.region && <h3 className={styles.region}>{group.region}</h3>}
              {games(group.games)}
            </div>
          ))}
          {view.recent && view.recent.items.length > 0 && (
            <>
              <h3 className={styles.region}>
                <Trans>Recently played</Trans>
              </h3>
              {games(view.recent.items)}
            </>
          )}
          {view.popular.items.length > 0 && (
            <>
              <h3 className={styles.region}>
                <Trans>Popular</Trans>
              </h3>
              {games(view.popular.items)}
            </>
          )}
        </section>
        <section className={styles.panel} aria-labelledby="lottery-draws">
          <h2 id="lottery-draws" className={styles.heading}>
            <Trans>Latest draws</Trans>
          </h2>
          {view.opened.status === 'loading' && <div className={styles.skeleton} />}
          <ul className={styles.draws}>
            {view.opened.items.map((draw) => (
              <li key={`${draw.gameCode}-${draw.drawNo}`} className={styles.draw}>
                <div className={styles.drawHead}>
                  <strong>{draw.gameName}</strong>
                  <span className={styles.gameMeta}>
                    {draw.drawNo}
                    {draw.openedAt && ` · ${dateTime(draw.openedAt)}`}
                  </span>
                </div>
                <LotteryBalls
                  balls={[
                    ...draw.balls,
                    ...(draw.special ? [draw.special] : []),
                    ...(draw.sum ? [draw.sum] : []),
                  ]}
                />
                {draw.prizes && (
                  <dl className={styles.prizes}>
                    {Object.entries(draw.prizes).map(([tier, tickets]) => (
                      <div key={tier}>
                        <dt>{tier}</dt>
                        <dd>{tickets.join(' · ')}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  )
}
