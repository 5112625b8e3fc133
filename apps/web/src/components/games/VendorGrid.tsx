import { Trans } from '@lingui/react/macro'
import { Icon } from '../Icon/Icon'
import { GameImage } from './GameImage'
import type { VendorTile } from './VendorCarousel'
import styles from './VendorGrid.module.css'

/** The vendors of a game centre as large cards; choosing one starts it (or opens its game list). */
export function VendorGrid<V extends VendorTile>({
  vendors,
  onSelect,
}: {
  vendors: readonly V[]
  onSelect(vendor: V): void
}) {
  return (
    <ul className={styles.grid}>
      {vendors.map((vendor) => (
        <li key={vendor.key}>
          <button type="button" className={styles.card} onClick={() => onSelect(vendor)}>
            <GameImage
              src={vendor.imageUrl}
              width={240}
              height={120}
              className={styles.image}
              fallbackIcon="cards"
            />
            <span className={styles.foot}>
              <span className={styles.name}>{vendor.name}</span>
              <span className={styles.play}>
                <Icon name="play" size={14} />
                <Trans>PLAY NOW</Trans>
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
