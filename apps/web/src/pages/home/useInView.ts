import { type RefObject, useEffect, useState } from 'react'

/** Whether the element is on screen; follows it in and out (the counters restart on every entry). */
export function useInView(ref: RefObject<Element | null>, threshold = 0.3): boolean {
  const [inView, setInView] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false), {
      threshold,
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, threshold])
  return inView
}
