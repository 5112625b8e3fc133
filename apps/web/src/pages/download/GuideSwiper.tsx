import useEmblaCarousel from 'embla-carousel-react'
import type { ReactNode } from 'react'
import { CarouselArrows } from '../../components/Carousel/CarouselArrows'
import { CarouselDots } from '../../components/Carousel/CarouselDots'
import { useCarouselState } from '../../components/Carousel/useCarouselState'
import { useLanguage } from '../../i18n/LanguageContext'
import styles from './GuideSwiper.module.css'

export interface GuideSlide {
  key: string
  art: ReactNode
  caption: string
}

/** One instruction screenshot per view; arrows and dots only when there is more than one (spec §2). */
export function GuideSwiper({ slides, label }: { slides: readonly GuideSlide[]; label: string }) {
  const { language } = useLanguage()
  const [viewport, api] = useEmblaCarousel({ direction: language.dir })
  const { selected, canPrev, canNext } = useCarouselState(api)
  const several = slides.length > 1
  return (
    <section className={styles.swiper} aria-roledescription="carousel" aria-label={label}>
      <div ref={viewport} className={styles.viewport}>
        <div className={styles.track}>
          {slides.map((slide, index) => (
            <figure
              key={slide.key}
              className={styles.slide}
              aria-roledescription="slide"
              aria-hidden={index !== selected || undefined}
            >
              {slide.art}
              <figcaption className={styles.caption}>{slide.caption}</figcaption>
            </figure>
          ))}
        </div>
      </div>
      {several && (
        <div className={styles.controls}>
          <CarouselArrows
            canPrev={canPrev}
            canNext={canNext}
            onPrev={() => api?.scrollPrev()}
            onNext={() => api?.scrollNext()}
          />
          <CarouselDots
            count={slides.length}
            selected={selected}
            onSelect={(index) => api?.scrollTo(index)}
          />
        </div>
      )}
    </section>
  )
}
