import type { LaunchMode, LaunchTarget } from '@portal/core'
import { createContext, lazy, type ReactNode, Suspense, use, useCallback, useMemo, useState } from 'react'
import type { LaunchRequest } from './GameLauncher'

type Launch = (target: LaunchTarget, mode?: LaunchMode) => void

const LaunchContext = createContext<Launch | null>(null)

// The launch machine, the game popup and its dialogs download on the first PLAY NOW, not with the first page.
const GameLauncher = lazy(() => import('./GameLauncher'))

/**
 * Gives every PLAY NOW, FREE TRIAL and vendor button of the page one way to start a game. The portal's single
 * launcher mounts on the first request and then stays, so its popup and dialogs survive page changes.
 */
export function GameLaunchProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<LaunchRequest | null>(null)
  const launch = useCallback<Launch>(
    (target, mode = 'play') => setRequest((last) => ({ target, mode, id: (last?.id ?? 0) + 1 })),
    [],
  )
  const value = useMemo(() => launch, [launch])
  return (
    <LaunchContext value={value}>
      {children}
      {request && (
        <Suspense fallback={null}>
          <GameLauncher request={request} />
        </Suspense>
      )}
    </LaunchContext>
  )
}

/** Starts a game or a vendor: `play`, or `trial` for FREE TRIAL. */
export function useLaunchGame(): Launch {
  const launch = use(LaunchContext)
  if (!launch) throw new Error('useLaunchGame must be used inside <GameLaunchProvider>')
  return launch
}
