import { Trans } from '@lingui/react/macro'
import { connectPvpRooms } from '@portal/core'
import { Button } from '../../components/Button/Button'
import { useLaunchGame } from '../../components/games/launch/GameLaunchContext'
import { useOwnList } from '../../components/games/useCatalogue'
import { useFormatters } from '../../i18n/useFormatters'
import styles from './PvpRooms.module.css'

/** The rooms of a card-game vendor that has them (spec §2 "PVP room list"); nothing for a vendor without. */
export function PvpRooms({ vassalage, name }: { vassalage: string; name: string }) {
  const launch = useLaunchGame()
  const { amount: money } = useFormatters()
  const rooms = useOwnList((catalogue) => catalogue.pvpRooms(vassalage), [vassalage])
  const view = connectPvpRooms(rooms.snapshot, vassalage)
  if (view.rooms.length === 0) return null
  return (
    <section className={styles.section} aria-label={name}>
      <h2 className={styles.heading}>
        <Trans>{name} rooms</Trans>
      </h2>
      <ul className={styles.rooms}>
        {view.rooms.map((room) => (
          <li key={room.id} className={styles.room}>
            <strong className={styles.name}>{room.name}</strong>
            {room.minBet !== null && room.maxBet !== null && (
              <span className={styles.meta}>
                <Trans>
                  Stakes {money(room.minBet)} – {money(room.maxBet)}
                </Trans>
              </span>
            )}
            {room.players !== null && room.seats !== null && (
              <span className={styles.meta}>
                <Trans>
                  {room.players} of {room.seats} seats taken
                </Trans>
              </span>
            )}
            <Button size="small" disabled={room.full} onClick={() => launch(room.launch)}>
              {room.full ? <Trans>Full</Trans> : <Trans>Join</Trans>}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}
