import { useOwnList } from './useCatalogue'

/** The games of one vendor and type, loaded while the component shows them; nothing without a vendor. */
export function useGameList(vassalage: string | null, gameType: string) {
  return useOwnList(
    (catalogue) => (vassalage ? catalogue.gameList(vassalage, gameType) : null),
    [vassalage, gameType],
  )
}
