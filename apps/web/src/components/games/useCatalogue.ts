import { type Catalogue, createCatalogue, type Portal } from '@portal/core'
import { usePortal } from '@portal/react'
import { brand } from '../../brand'

// One catalogue per portal for the whole visit: its lists are shared by the header, the home page and the game
// pages, and live as long as the app. Only lazy chunks import this module, so the catalogue's code is not part
// of the first page.
const catalogues = new WeakMap<Portal, Catalogue>()

export function catalogueOf(portal: Portal): Catalogue {
  let catalogue = catalogues.get(portal)
  if (!catalogue) {
    catalogue = createCatalogue(portal, { supportedLanguages: brand.languages })
    catalogues.set(portal, catalogue)
  }
  return catalogue
}

/** The portal's game catalogue: vendor lanes, hot games, winners, game lists, lottery data. */
export function useCatalogue(): Catalogue {
  return catalogueOf(usePortal())
}
