import { connectFavourites, favouritesFlow } from '@portal/core'
import { useSharedFlow } from '@portal/react'
import { useFlowNotices } from '../flow/useFlowNotices'

/**
 * The signed-in member's favourites (the stars on game cards, spec §4), shared by every card on screen and
 * dropped with the member. Signed out, nothing is a favourite and `isFavourite` is null: cards carry no star.
 */
export function useFavourites() {
  const [view, actor] = useSharedFlow(favouritesFlow, connectFavourites)
  // A failed toggle puts the star back and says so (a toast, heard once however many cards follow it).
  useFlowNotices(actor)
  return { ...view, isFavourite: actor ? view.isFavourite : null }
}
