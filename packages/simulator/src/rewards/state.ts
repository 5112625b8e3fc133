/** Prize wheel spins, kept so a spin is paid once and tickets spent are counted. */
export interface WheelSpin {
  segment: number
  prize: number
  at: number
  reference: string | null
}

/**
 * What the member-centre rewards of issue 32 remember per account (missions, the prize wheel, achievements):
 * the claims made. Progress is never stored: it is derived from the member's ledger each time it is asked.
 */
export interface RewardPlayState {
  /** account → milestone id → when its reward was claimed. */
  missionClaims: Map<string, Map<string, number>>
  /** account → the wheel's spins, oldest first. */
  wheelSpins: Map<string, WheelSpin[]>
  /** account → achievement id → when its promotion was claimed. */
  achievementClaims: Map<string, Map<string, number>>
}

export const seedRewardPlay = (): RewardPlayState => ({
  missionClaims: new Map(),
  wheelSpins: new Map(),
  achievementClaims: new Map(),
})

/** The account's entry of a per-account map, made on first use. */
export function claimsOf<V>(book: Map<string, Map<string, V>>, account: string): Map<string, V> {
  let claims = book.get(account)
  if (!claims) {
    claims = new Map()
    book.set(account, claims)
  }
  return claims
}
