import { useLingui } from '@lingui/react/macro'
import { bannerCarousel } from '@portal/core'
import useEmblaCarousel from 'embla-carousel-react'
import { useRef } from 'react'
import { useLanguage } from '../../i18n/LanguageContext'
import { CarouselArrows } from '../Carousel/CarouselArrows'
import { CarouselDots } from '../Carousel/CarouselDots'
import { emblaDuration } from '../Carousel/emblaDuration'
import { useAutoplay } from '../Carousel/useAutoplay'
import { useCarouselState } from '../Carousel/useCarouselState'
import { usePrefersReducedMotion } from '../Carousel/usePrefersReducedMotion'
import styles from './BannerCarousel.module.css'

export interface BannerSlide {
  key: string
  imageUrl: string
  /** Read out for the picture; banners carry their headline in the artwork. */
  label: string
  /** A banner with a linkage opens it when chosen (spec §3 Banner). */
  linked: boolean
}

/** Spec §9: a 1000 ms transition, in embla's physics figure. */
const glide = emblaDuration(bannerCarousel.transitionMs)

/**
 * The home page's top carousel (banner group w_home). It loops, plays by itself, and shows arrows and dots only
 * when there is more than one banner. The first picture is the page's largest paint, so it loads eagerly.
 */
export function BannerCarousel({
  banners,
  onOpen,
}: {
  banners: readonly BannerSlide[]
  onOpen(banner: BannerSlide): void
}) {
  const { t } = useLingui()
  const { language } = useLanguage()
  const reducedMotion = usePrefersReducedMotion()
  const several = banners.length > 1
  const [viewport, api] = useEmblaCarousel({
    loop: several,
    watchDrag: several,
    duration: reducedMotion ? 10 : glide,
    direction: language.dir,
  })
  const root = useRef<HTMLElement>(null)
  const { selected, snapCount } = useCarouselState(api)
  useAutoplay(api, root, { intervalMs: bannerCarousel.autoplayMs, enabled: several && !reducedMotion })

  return (
    <section
      ref={root}
      className={styles.carousel}
      aria-roledescription={t`carousel`}
      aria-label={t`Featured`}
    >
      <div ref={viewport} className={styles.viewport}>
        <div className={styles.track}>
          {banners.map((banner, index) => {
            const picture = (
              <img
                className={styles.image}
                src={banner.imageUrl}
                alt={banner.label}
                width={1920}
                height={500}
                loading="eager"
                fetchPriority={index === 0 ? 'high' : 'auto'}
                draggable={false}
              />
            )
            return (
              // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names each slide a group
              <div
                key={banner.key}
                className={styles.slide}
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${index + 1} of ${banners.length}`}
              >
                {banner.linked ? (
                  <button type="button" className={styles.link} onClick={() => onOpen(banner)}>
                    {picture}
                  </button>
                ) : (
                  picture
                )}
              </div>
            )
          })}
        </div>
      </div>
      {several && (
        <>
          <CarouselArrows
            placement="overlay"
            onPrev={() => api?.scrollPrev()}
            onNext={() => api?.scrollNext()}
            canPrev
            canNext
          />
          <CarouselDots
            className={styles.dots}
            count={snapCount || banners.length}
            selected={selected}
            onSelect={(index) => api?.scrollTo(index)}
          />
        </>
      )}
    </section>
  )
}
