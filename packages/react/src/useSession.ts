import { connectSession, type SessionActor, type SessionEvent, type SessionView } from '@portal/core'
import { useSelector } from '@xstate/react'
import { usePortal } from './PortalProvider'
import { useView } from './useView'

/** The signed-in member, or the anonymous view before boot has finished. */
export function useSession(): {
  view: SessionView
  send: (event: SessionEvent) => void
  actor: SessionActor | undefined
} {
  const { actor } = usePortal()
  const session = useSelector(actor, (snapshot) => snapshot.children.session as SessionActor | undefined)
  const view = useView(session, connectSession)
  return { view, send: (event) => session?.send(event), actor: session }
}
