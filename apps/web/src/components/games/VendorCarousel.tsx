import useEmblaCarousel from 'embla-carousel-react'
import { useLanguage } from '../../i18n/LanguageContext'
import { CarouselArrows } from '../Carousel/CarouselArrows'
import { useCarouselState } from '../Carousel/useCarouselState'
import { GameImage } from './GameImage'
import styles from './VendorCarousel.module.css'

export interface VendorTile {
  key: string
  name: string
  imageUrl: string | null | undefined
}

/** Spec §9: arrows only above 5 vendors. */
const arrowsAbove = 5

/**
 * The vendors of one header category, in a freely scrolling strip (spec §2 Header, §9: spacing 10). Choosing a
 * vendor starts it.
 */
export function VendorCarousel<V extends VendorTile>({
  vendors,
  onSelect,
}: {
  vendors: readonly V[]
  onSelect(vendor: V): void
}) {
  const { language } = useLanguage()
  const [viewport, api] = useEmblaCarousel({ dragFree: true, align: 'start', direction: language.dir })
  const { canPrev, canNext } = useCarouselState(api)
  return (
    <div className={styles.strip}>
      <div ref={viewport} className={styles.viewport}>
        <ul className={styles.track}>
          {vendors.map((vendor) => (
            <li key={vendor.key} className={styles.slide}>
              <button type="button" className={styles.vendor} onClick={() => onSelect(vendor)}>
                <GameImage
                  src={vendor.imageUrl}
                  width={220}
                  height={80}
                  className={styles.logo}
                  fallbackIcon="cards"
                />
                <span className={styles.name}>{vendor.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      {vendors.length > arrowsAbove && (
        <CarouselArrows
          onPrev={() => api?.scrollPrev()}
          onNext={() => api?.scrollNext()}
          canPrev={canPrev}
          canNext={canNext}
        />
      )}
    </div>
  )
}
