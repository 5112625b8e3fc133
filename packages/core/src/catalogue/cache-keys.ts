/**
 * Session-store keys of the catalogue's cached answers (spec §4 "Caching"). Hot games and the winners board are
 * asked per language, so their keys end in `:{language}`. The registration rules' key belongs to the
 * registration flow (`registerRulesCacheKey`).
 */
export const catalogueCacheKeys = {
  hotGames: 'hotGames',
  winnerBoard: 'winnerBoard',
  gameVendors: 'gameVendors',
  merchantWallet: 'merchantWallet',
} as const
