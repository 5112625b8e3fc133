import type { UseEmblaCarouselType } from 'embla-carousel-react'

/** embla's instance, named through the React binding (the core package is not a direct dependency). */
export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>
