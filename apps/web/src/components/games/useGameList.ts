import type { ResourceSnapshot } from '@portal/core'
import { useEffect, useState } from 'react'
import { useCatalogue } from './useCatalogue'
import { useResourceSnapshot } from './useResourceSnapshot'

type GameListActor = ReturnType<ReturnType<typeof useCatalogue>['gameList']>

/**
 * The games of one vendor and type, loaded while the component shows them: the list's actor is created in an
 * effect (a stopped actor cannot restart under StrictMode) and stopped when the vendor changes or the page goes.
 */
export function useGameList(
  vassalage: string | null,
  gameType: string,
): {
  snapshot: ResourceSnapshot | undefined
  retry(): void
} {
  const catalogue = useCatalogue()
  const [actor, setActor] = useState<GameListActor>()
  useEffect(() => {
    if (!vassalage) {
      setActor(undefined)
      return
    }
    const list = catalogue.gameList(vassalage, gameType)
    setActor(list)
    return () => list.stop()
  }, [catalogue, vassalage, gameType])
  return { snapshot: useResourceSnapshot(actor), retry: () => actor?.send({ type: 'resource.retry' }) }
}
