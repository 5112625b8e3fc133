import {
  connectHome,
  type HomeView,
  hotGamesFlow,
  type ResourceIntents,
  vendorsFlow,
  winnersFlow,
} from '@portal/core'
import { useMemo } from 'react'
import { useAnnouncements } from './useAnnouncements'
import { useCatalogue, useSharedList } from './useCatalogue'
import { useFavourites } from './useFavourites'

type HomeLists = Record<'vendors' | 'hotGames' | 'winners', ResourceIntents>

/** The home page's sections from the catalogue, the announcements and the favourites (core: connectHome). */
export function useHomeView(): HomeView & { lists: HomeLists } {
  const catalogue = useCatalogue()
  const { banners } = useAnnouncements()
  const { isFavourite } = useFavourites()
  const vendors = useSharedList(vendorsFlow)
  const hotGames = useSharedList(hotGamesFlow)
  const winners = useSharedList(winnersFlow)
  return useMemo(
    () => ({
      ...connectHome(
        {
          banners,
          vendors: vendors.snapshot,
          hotGames: hotGames.snapshot,
          winners: winners.snapshot,
          isFavourite,
        },
        catalogue.art,
        catalogue.split,
      ),
      lists: { vendors, hotGames, winners },
    }),
    [banners, vendors, hotGames, winners, isFavourite, catalogue],
  )
}
