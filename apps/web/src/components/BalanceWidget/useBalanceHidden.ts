import { webLocalStore } from '@portal/core/browser'
import { useCallback, useState } from 'react'

/** Local-store key: the choice outlives the session, like the theme, so an onlooker never sees a flash of it. */
export const balanceHiddenKey = 'balanceHidden'

/**
 * The show/hide choice, kept in localStorage through the platform's store (which survives blocked storage).
 * The app hands its store only to the theme provider, so the widget wraps localStorage the same way.
 */
export function useBalanceHidden(): [hidden: boolean, toggle: () => void] {
  const [store] = useState(() => webLocalStore())
  const [hidden, setHidden] = useState(() => store.get(balanceHiddenKey) === '1')
  const toggle = useCallback(() => {
    setHidden((current) => {
      const next = !current
      if (next) store.set(balanceHiddenKey, '1')
      else store.remove(balanceHiddenKey)
      return next
    })
  }, [store])
  return [hidden, toggle]
}
