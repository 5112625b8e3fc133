import { Trans } from '@lingui/react/macro'
import { connectGameList, type LaunchMode, type LaunchTarget } from '@portal/core'
import { Button } from '../../Button/Button'
import { Modal } from '../../Modal/Modal'
import { GameCard } from '../GameCard'
import { useCatalogue } from '../useCatalogue'
import { useGameList } from '../useGameList'
import styles from './VendorGamesDialog.module.css'

/**
 * The popup game list of a vendor whose isGame is VASSALAGE (spec §4): its games as cards; choosing one asks
 * the launcher again with that game.
 */
export function VendorGamesDialog({
  vendor,
  onChoose,
  onClose,
}: {
  vendor: LaunchTarget
  onChoose(game: LaunchTarget, mode: LaunchMode): void
  onClose(): void
}) {
  const catalogue = useCatalogue()
  const list = useGameList(vendor.vassalage, vendor.gameType)
  const view = connectGameList(
    list.snapshot,
    { gameType: vendor.gameType, subClasses: [], subClass: null, isFavourite: null },
    catalogue.art,
  )
  return (
    <Modal open size="form" title={vendor.displayName ?? vendor.vassalage} onClose={onClose}>
      <div className={styles.list} aria-busy={view.status === 'loading'}>
        {view.status === 'failed' && (
          <p className={styles.empty} role="alert">
            <Trans>The games could not be loaded.</Trans>{' '}
            <Button variant="secondary" size="small" onClick={list.retry}>
              <Trans>Try again</Trans>
            </Button>
          </p>
        )}
        {view.status === 'loaded' && view.games.length === 0 && (
          <p className={styles.empty}>
            <Trans>No games to show yet.</Trans>
          </p>
        )}
        {view.games.map((game) => (
          <GameCard
            key={game.id}
            name={game.name}
            imageUrl={game.image}
            trial={game.freeTrial}
            onPlay={() => onChoose(game.launch, 'play')}
            onTrial={() => onChoose(game.launch, 'trial')}
          />
        ))}
      </div>
    </Modal>
  )
}
