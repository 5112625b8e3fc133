import { connectResource, createHelpCentre, type HelpSection, type ResourceSnapshot } from '@portal/core'
import { useBoot, usePortal, useView } from '@portal/react'
import { useEffect, useRef } from 'react'
import { useStartedActor } from '../../pages/login/useStartedActor'
import { HelpCentreModal } from './HelpCentreModal'
import { useHashAnchor } from './useHashAnchor'

/** The help centre on /help: its own content actor, asked again in the new language after a switch. */
export default function HelpCentre({ onClose }: { onClose(): void }) {
  const portal = usePortal()
  const actor = useStartedActor(() => createHelpCentre(portal))
  const help = useView(actor, (snapshot: ResourceSnapshot | undefined) =>
    connectResource<readonly HelpSection[]>(snapshot),
  )
  const { language } = useBoot().view
  const asked = useRef(language)
  useEffect(() => {
    if (!actor || asked.current === language) return
    asked.current = language
    actor.send({ type: 'resource.refresh' })
  }, [actor, language])
  return (
    <HelpCentreModal
      help={help}
      anchor={useHashAnchor()}
      onRetry={() => actor?.send({ type: 'resource.retry' })}
      onClose={onClose}
    />
  )
}
