import { useEffect, useState } from 'react'

/** Spec §9: the counters tick every 20 ms by a ninetieth of their maximum. */
export const counterTickMs = 20
const steps = 90

/**
 * Counts from 0 up to `maximum` while `running`, and drops back to 0 when it stops (spec §4 Counters).
 * With reduced motion the figure shows at once.
 */
export function useCountUp(maximum: number, running: boolean, instant: boolean): number {
  const [value, setValue] = useState(0)
  useEffect(() => {
    if (!running) {
      setValue(0)
      return
    }
    if (instant) {
      setValue(maximum)
      return
    }
    const increment = maximum / steps
    const timer = setInterval(() => {
      setValue((current) => {
        const next = Math.min(maximum, current + increment)
        if (next >= maximum) clearInterval(timer)
        return next
      })
    }, counterTickMs)
    return () => clearInterval(timer)
  }, [maximum, running, instant])
  return value
}
