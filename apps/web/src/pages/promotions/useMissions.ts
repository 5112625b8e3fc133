import { connectMissions, createMissions, type MissionResources, type MissionsView } from '@portal/core'
import { usePortal } from '@portal/react'
import { useEffect, useState } from 'react'
import { useResourceSnapshot } from '../../components/games/useResourceSnapshot'

/**
 * The missions area's view and its two lists, created while the component is mounted (both calls need a
 * signed-in member, so the section mounts only then).
 */
export function useMissions(): { view: MissionsView; resources: MissionResources | undefined } {
  const portal = usePortal()
  const [resources, setResources] = useState<MissionResources>()
  useEffect(() => {
    const created = createMissions(portal)
    setResources(created)
    return () => created.stop()
  }, [portal])
  const summary = useResourceSnapshot(resources?.summary)
  const leaderboard = useResourceSnapshot(resources?.leaderboard)
  return { view: connectMissions(summary, leaderboard), resources }
}
