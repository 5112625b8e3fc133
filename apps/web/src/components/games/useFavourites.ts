import { connectFavourites, createFavourites, type FavouritesEvent, type Portal } from '@portal/core'
import { usePortal, useSession, useView } from '@portal/react'
import { useEffect, useState } from 'react'

type FavouritesActor = ReturnType<typeof createFavourites>

// The favourites of the member signed in, shared by every card on screen (spec §4: they load when signed in).
// One actor per portal and account: started for the first card that needs it, stopped when the account changes
// or signs out, so the next member never sees the last one's stars.
let held: { portal: Portal; account: string; actor: FavouritesActor } | null = null

function favouritesFor(portal: Portal, account: string | null): FavouritesActor | undefined {
  if (held && (held.portal !== portal || held.account !== account)) {
    held.actor.stop()
    held = null
  }
  if (!account) return undefined
  if (!held) {
    const actor = createFavourites(portal)
    actor.start()
    held = { portal, account, actor }
  }
  return held.actor
}

/** The member's favourites (the stars on game cards); signed out, nothing is a favourite and there is no star. */
export function useFavourites() {
  const portal = usePortal()
  const { view: session } = useSession()
  const account = session.isLogin ? (session.account ?? '') : null
  const [actor, setActor] = useState<FavouritesActor | undefined>(undefined)
  useEffect(() => setActor(favouritesFor(portal, account)), [portal, account])
  const view = useView(actor, connectFavourites)
  return {
    view,
    /** Signed out: null, so cards carry no star. */
    isFavourite: actor ? view.isFavourite : null,
    send: (event: FavouritesEvent) => actor?.send(event),
  }
}
