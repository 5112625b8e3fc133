import { Trans, useLingui } from '@lingui/react/macro'
import { connectGameLaunch, frameSandbox, gameLaunchFlow } from '@portal/core'
import { useSharedFlow } from '@portal/react'
import { Link, useLocation } from 'wouter'
import { Button } from '../../components/Button/Button'
import { GamePageHeader } from '../../components/games/GamePageHeader'
import { Icon } from '../../components/Icon/Icon'
import type { PageProps } from '../pageTypes'
import styles from './SeamlessPage.module.css'

/** Where a player goes to choose a game when none is open here. */
const gameAreas = [
  { href: '/rng', label: <Trans>Slots</Trans> },
  { href: '/live', label: <Trans>Live casino</Trans> },
  { href: '/pvp', label: <Trans>Board and card games</Trans> },
] as const

/**
 * /seamless (spec §2, a game page): the game being played, in the page instead of over it, with the header,
 * its balance and the session clock around it (the route is a game page, so the reality check runs). The game
 * comes from the portal's launcher (the popup's "Play in the page"), never from the address: a launch URL carries
 * a session, and the address bar is history. Opened on its own, the page says how to get a game here.
 */
export default function SeamlessPage({ route }: PageProps) {
  const { t } = useLingui()
  const [view] = useSharedFlow(gameLaunchFlow, connectGameLaunch)
  const [, navigate] = useLocation()
  const title = view.target?.displayName ?? view.target?.vassalage ?? t`Game`
  const close = () => {
    view.close()
    navigate('/')
  }

  if (view.status !== 'playing' || !view.url)
    return (
      <div className={styles.page}>
        <GamePageHeader icon="gamepad" title={t(route.title)} blurb={null} />
        <section className={styles.empty}>
          <Icon name="gamepad" size={32} />
          <h2 className={styles.emptyTitle}>
            <Trans>No game is open here</Trans>
          </h2>
          <p className={styles.emptyText}>
            <Trans>
              Start a game, then choose “Play in the page” above it to play it here, header and all.
            </Trans>
          </p>
          <ul className={styles.areas}>
            {gameAreas.map((area) => (
              <li key={area.href}>
                <Link to={area.href} className={styles.area}>
                  {area.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    )

  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <h1 className={styles.title}>
          <Icon name="gamepad" size={20} />
          {title}
        </h1>
        <Button variant="secondary" size="small" onClick={close}>
          <Icon name="close" size={16} />
          <Trans>Close game</Trans>
        </Button>
      </div>
      <section className={styles.stage} aria-label={title}>
        <iframe
          className={styles.frame}
          src={view.url}
          title={title}
          sandbox={frameSandbox(view.url, window.location.origin)}
          allow="autoplay; fullscreen"
          referrerPolicy="no-referrer"
        />
      </section>
    </div>
  )
}
