/** Where a member stands in a promotion they took part in. */
export interface PromotionEntry {
  /** Progress counts from here (simulated clock). */
  joinedAt: number
  stage: 'joined' | 'applying' | 'rejected' | 'paid' | 'claimed'
  paidAt: number | null
  remark?: string
  images?: number
}

export interface RaffleDraw {
  prize: number
  at: number
}

export interface PromotionBook {
  /** `account:promotionId` → the member's entry. */
  entries: Map<string, PromotionEntry>
  /** account → raffle draws, oldest first. */
  raffles: Map<string, RaffleDraw[]>
}

export const seedPromotionBook = (): PromotionBook => ({ entries: new Map(), raffles: new Map() })

export const entryKey = (account: string, promotionId: string) => `${account}:${promotionId}`
