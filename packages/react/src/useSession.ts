import { connectSession, type SessionActor, type SessionIntents, type SessionView } from '@portal/core'
import { useSelector } from '@xstate/react'
import { usePortal } from './PortalProvider'
import { useView } from './useView'

/**
 * The signed-in member and what a view may ask of the session (anonymous before boot has finished), and the
 * session actor, for its emitted events.
 */
export function useSession(): [SessionView & SessionIntents, SessionActor | undefined] {
  const { actor } = usePortal()
  const session = useSelector(actor, (snapshot) => snapshot.children.session as SessionActor | undefined)
  return [useView(session, connectSession), session]
}
