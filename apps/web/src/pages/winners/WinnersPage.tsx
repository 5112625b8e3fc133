import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { connectWinners } from '@portal/core'
import { Button } from '../../components/Button/Button'
import { useSharedList } from '../../components/games/useCatalogue'
import { WinnersBoard } from '../../components/games/WinnersBoard'
import { Icon } from '../../components/Icon/Icon'
import { PageState } from '../../components/PageState/PageState'
import { Spinner } from '../../components/Spinner/Spinner'
import type { PageProps } from '../pageTypes'
import styles from './WinnersPage.module.css'

/**
 * The winners board on its own page (spec §2 "Other screens"): the same 20 winners as on home, standing still,
 * with a refresh — the board is cached for the visit and refreshes only when asked (spec §4 "Caching").
 */
export default function WinnersPage({ route }: PageProps) {
  const { _ } = useLingui()
  const list = useSharedList((catalogue) => catalogue.winners())
  const winners = connectWinners(list.snapshot)

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>
          <Icon name="trophy" size={30} className={styles.trophy} />
          {_(route.title)}
        </h1>
        <Button
          variant="secondary"
          size="small"
          disabled={winners.status === 'loading'}
          onClick={list.refresh}
        >
          <Trans>Refresh</Trans>
        </Button>
      </header>
      <PageState
        loading={winners.status === 'loading'}
        failed={winners.status === 'failed'}
        reason={<Trans>The winners board could not be loaded.</Trans>}
        onRetry={list.retry}
        placeholder={
          <div className={styles.state}>
            <Spinner size={32} />
          </div>
        }
      />
      {winners.status === 'loaded' && (
        <WinnersBoard
          standalone
          winners={winners.items.map((winner) => ({
            key: winner.id,
            account: winner.account ?? '***',
            game: winner.gameName ?? '',
            amount: winner.winAmount,
          }))}
        />
      )}
    </div>
  )
}
