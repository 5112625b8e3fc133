import {
  connectResource,
  createHelpCentre,
  type HelpSection,
  type ResourceEvent,
  type ResourceSnapshot,
} from '@portal/core'
import { useBoot, useFlow } from '@portal/react'
import { useEffect, useRef } from 'react'
import { PageBanner } from '../banners/PageBanner'
import { HelpCentreModal } from './HelpCentreModal'
import { useHashAnchor } from './useHashAnchor'

const connectHelp = (snapshot: ResourceSnapshot, send: (event: ResourceEvent) => void) =>
  connectResource<readonly HelpSection[]>(snapshot, send)

/** The help centre on /help: its own content actor, asked again in the new language after a switch. */
export default function HelpCentre({ onClose }: { onClose(): void }) {
  const [help] = useFlow(createHelpCentre, connectHelp)
  const { language } = useBoot()
  const asked = useRef(language)
  const { refresh } = help
  useEffect(() => {
    if (asked.current === language) return
    asked.current = language
    refresh()
  }, [refresh, language])
  return (
    <HelpCentreModal
      help={help}
      anchor={useHashAnchor()}
      onRetry={help.retry}
      onClose={onClose}
      banner={<PageBanner group="help" />}
    />
  )
}
