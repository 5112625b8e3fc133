import { type RefObject, useEffect, useState } from 'react'
import type { EmblaApi } from './emblaApi'

/**
 * Moves the carousel on every `intervalMs` (embla's autoplay plugin is not a dependency). It pauses while the
 * pointer is over the carousel or focus is inside it, while the carousel is scrolled out of sight or the tab is
 * hidden (a glide nobody sees still costs the main thread its frames), and never starts for visitors who prefer
 * reduced motion.
 */
export function useAutoplay(
  api: EmblaApi | undefined,
  root: RefObject<HTMLElement | null>,
  { intervalMs, enabled }: { intervalMs: number; enabled: boolean },
): void {
  const [paused, setPaused] = useState(false)
  const [inSight, setInSight] = useState(true)

  useEffect(() => {
    const element = root.current
    if (!element) return
    let hovered = false
    let focused = false
    const sync = () => setPaused(hovered || focused)
    const enter = () => {
      hovered = true
      sync()
    }
    const leave = () => {
      hovered = false
      sync()
    }
    const focusIn = () => {
      focused = true
      sync()
    }
    const focusOut = (event: FocusEvent) => {
      focused = element.contains(event.relatedTarget as Node | null)
      sync()
    }
    element.addEventListener('pointerenter', enter)
    element.addEventListener('pointerleave', leave)
    element.addEventListener('focusin', focusIn)
    element.addEventListener('focusout', focusOut)
    return () => {
      element.removeEventListener('pointerenter', enter)
      element.removeEventListener('pointerleave', leave)
      element.removeEventListener('focusin', focusIn)
      element.removeEventListener('focusout', focusOut)
    }
  }, [root])

  useEffect(() => {
    const element = root.current
    if (!element || typeof IntersectionObserver !== 'function') return
    const sight = new IntersectionObserver(([entry]) => setInSight(entry?.isIntersecting ?? true))
    sight.observe(element)
    return () => sight.disconnect()
  }, [root])

  useEffect(() => {
    if (!api || !enabled || paused || !inSight) return
    const timer = setInterval(() => {
      if (!document.hidden) api.scrollNext()
    }, intervalMs)
    return () => clearInterval(timer)
  }, [api, enabled, paused, inSight, intervalMs])
}
