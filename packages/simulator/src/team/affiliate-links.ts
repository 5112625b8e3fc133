import { ledgerOf } from '../ledger/book'
import { affiliateCodes } from '../seed/members'
import type { Store } from '../store'

/** Which invitation code each account registered with, per store (the registration's own record of it). */
const signups = new WeakMap<Store, Map<string, string>>()

/** Called by registration when an agent's code brought the account in. */
export function recordAffiliateSignup(store: Store, account: string, code: string): void {
  const known = signups.get(store) ?? new Map<string, string>()
  signups.set(store, known)
  known.set(account, code.toUpperCase())
}

export interface AffiliateLink {
  code: string
  registrations: number
  firstDeposits: number
}

/**
 * The agent's referral links, one per invitation code of his, each with the accounts that registered with it
 * and how many of them have a first deposit in their ledger (a deposit entry that was credited).
 */
export function affiliateLinksOf(store: Store, agent: string): AffiliateLink[] {
  const byCode = signups.get(store) ?? new Map<string, string>()
  return Object.entries(affiliateCodes)
    .filter(([, owner]) => owner === agent)
    .map(([code]) => {
      const accounts = [...byCode].filter(([, used]) => used === code).map(([account]) => account)
      const firstDeposits = accounts.filter((account) => {
        const member = store.findMember(account)
        if (!member) return false
        const ledger = ledgerOf(store, member)
        return ledger.entries.some((entry) => {
          if (entry.kind !== 'deposit') return false
          const moves = ledger.moves.filter((move) => move.entryId === entry.id)
          return (moves.at(-1)?.status ?? entry.status) === 'settled'
        })
      }).length
      return { code, registrations: accounts.length, firstDeposits }
    })
}
