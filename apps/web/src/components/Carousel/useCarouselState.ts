import { useEffect, useState } from 'react'
import type { EmblaApi } from './emblaApi'

export interface CarouselState {
  selected: number
  snapCount: number
  canPrev: boolean
  canNext: boolean
}

const initial: CarouselState = { selected: 0, snapCount: 0, canPrev: false, canNext: false }

/** What the arrows and dots show, kept in step with embla's selection and layout. */
export function useCarouselState(api: EmblaApi | undefined): CarouselState {
  const [state, setState] = useState(initial)
  useEffect(() => {
    if (!api) return
    const update = () =>
      setState({
        selected: api.selectedScrollSnap(),
        snapCount: api.scrollSnapList().length,
        canPrev: api.canScrollPrev(),
        canNext: api.canScrollNext(),
      })
    update()
    api.on('select', update).on('reInit', update)
    return () => {
      api.off('select', update).off('reInit', update)
    }
  }, [api])
  return state
}
