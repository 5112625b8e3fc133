import { connectHome, type HomeView } from '@portal/core'
import { useMemo } from 'react'
import { useAnnouncements } from '../../components/games/useAnnouncements'
import { useCatalogue } from '../../components/games/useCatalogue'
import { useFavourites } from '../../components/games/useFavourites'
import { useResourceSnapshot } from '../../components/games/useResourceSnapshot'

/** The home page's sections from the catalogue, the announcements and the favourites (core: connectHome). */
export function useHomeView(): HomeView & { catalogue: ReturnType<typeof useCatalogue> } {
  const catalogue = useCatalogue()
  const { banners } = useAnnouncements()
  const { isFavourite } = useFavourites()
  const vendors = useResourceSnapshot(catalogue.vendors())
  const hotGames = useResourceSnapshot(catalogue.hotGames())
  const winners = useResourceSnapshot(catalogue.winners())
  return useMemo(
    () => ({
      ...connectHome({ banners, vendors, hotGames, winners, isFavourite }, catalogue.art, catalogue.split),
      catalogue,
    }),
    [banners, vendors, hotGames, winners, isFavourite, catalogue],
  )
}
