import { type IdentityState, seedIdentity } from './identity/state'
import { createLedgerEvents, type LedgerEvents } from './ledger/events'
import type { Ledger } from './ledger/ledger'
import { type MailState, seedMailState } from './mail/outbox'
import { type MemberCentreState, seedMemberCentre } from './member-centre/state'
import type { IdempotencyBook } from './money/idempotency'
import { createPrng, type Prng } from './prng'
import { type PromotionBook, seedPromotionBook } from './promotions/state'
import { type RewardPlayState, seedRewardPlay } from './rewards/state'
import type { Authenticator, SecurityAnswer } from './security/state'
import { type Catalog, seedCatalog } from './seed/catalog'
import { type Contract, seedContracts } from './seed/contracts'
import { type Member, seedMembers } from './seed/members'
import { type PointChange, type PointsMallState, type Redemption, seedPointsMall } from './seed/points'
import { type FieldRule, seedRegisterRules } from './seed/register-rules'
import { type ResourceSwitches, seedResourceSwitches } from './seed/resources'
import { type Flags, seedFlags } from './seed/whitelabel'
import {
  createSessionEvents,
  defaultLifetimes,
  type Session,
  type SessionEnd,
  type SessionEvents,
  type SessionLifetimes,
} from './sessions/session-state'
import type { OneTimeCode } from './sign-in/one-time-code'
import { seedTeam, type Team } from './team/tree'
import { seedWithdraw, type WithdrawState } from './withdraw/state'

export interface SmsCode extends OneTimeCode {
  mobileNum: string
  countryDialingCode: string
  purpose: 'login' | 'register' | 'bind' | 'fundReset'
  sentAt: number
}

/** A code mailed to an account's address: a password reset (forgot password by e-mail) or an address check. */
export interface Mail extends OneTimeCode {
  to: string
  account: string
  sentAt: number
  /** What the code is for: each kind is checked against its own latest code. */
  purpose: 'reset' | 'verify'
}

/** A game opened by a launch call: what the simulated game page at `/sim/play/{id}` shows and bets on. */
export interface Launch {
  id: string
  /** The member who opened it; a real launch bets with their balance. */
  account: string
  /** The session that opened it: when that session ends, so does the game's (its bets are refused). */
  token: string | null
  /** Free trial: bets move `demoBalance`, never the member's money. */
  demo: boolean
  /** Minor units. */
  demoBalance: number
  vendor: string
  vendorName: string
  gameCode: string | null
  gameName: string
  /** The category the page looks like (RNG, LIVE, ESPORTS, LOTT, …). */
  category: string
  /** The ledger wallet a real launch bets from: the vendor's own, or main (single-wallet mode, empty vendor wallet). */
  wallet: string
  openedAt: number
  /** The portal's language at launch: the game page speaks it (issue 37). */
  language: string
}

export type FaultKind = 'http500' | 'malformed-json' | 'drop' | 'slow' | 'timeout'

export interface Fault {
  /** Only requests to this path; every API path when absent. */
  path: string | null
  kind: FaultKind
  /** `slow` only: how long the answer waits, in milliseconds. */
  delayMs?: number
  /** How many more requests it hits. */
  remaining: number
}

/** Everything the simulator remembers; `reset` puts it back to what the seed gives. */
export interface State {
  members: Member[]
  catalog: Catalog
  /** account → favourite game node ids, newest first */
  favorites: Map<string, string[]>
  /** account → recently launched games (catalog node ids, lottery game codes), newest first */
  recentGames: Map<string, string[]>
  /** launch id → the game page it opened */
  launches: Map<string, Launch>
  redemptions: Redemption[]
  /** account → its append-only ledger, opened on first use (ledger/book.ts `ledgerOf`): every balance comes from it. */
  ledgers: Map<string, Ledger>
  /** When this world was seeded: the seeded ledger histories end here. */
  seededAt: number
  /** How far the dev surface has moved the simulated clock ahead (`/__sim/clock`). */
  clockOffsetMs: number
  /** Pending deposits and withdrawals approve themselves this long after they were made; null: never. */
  autoApproveAfterMs: number | null
  /** The merchant wallet's `isSingle`: games draw on the main wallet and there are no vendor wallets. */
  singleWallet: boolean
  contracts: Contract[]
  /** Each member's promotion entries and raffle draws */
  promotions: PromotionBook
  pointChanges: PointChange[]
  pointsMall: PointsMallState
  feedback: {
    questionType: string
    content: string
    /** The images as sent: data URLs. */
    images: string[]
    account: string | null
    sentAt: number
  }[]
  /** Which groups of the status call's resources exist. */
  resources: ResourceSwitches
  /** token → its live session (sessions/sessions.ts) */
  sessions: Map<string, Session>
  /** token → why it ended: a later call with it is told (401 with that code) */
  endedSessions: Map<string, SessionEnd>
  sessionLifetimes: SessionLifetimes
  /** account (lower case) → failed logins in a row */
  loginFailures: Map<string, number>
  /** The answer to the last captcha served; single use. */
  captchaAnswer: string | null
  smsOutbox: SmsCode[]
  smsExpiredMinutes: number
  mailOutbox: Mail[]
  flags: Flags
  maintenance: { on: boolean; end: string | null }
  regionBlocked: boolean
  /** The domain check answers that the portal's address is not the merchant's (`POST /__sim/invalid-domain`). */
  invalidDomain: boolean
  /** Treat every sign-in as coming from a new IP: the second check of spec §4. */
  newIpCheck: boolean
  location: { ip: string; country: string }
  registerRules: Record<string, FieldRule>
  latencyMs: number
  faults: Fault[]
  /**
   * Server content carries the XSS corpus and hostile addresses (`POST /__sim/content/hostile`); off in the seed,
   * so the demo shows clean content and only the tests that ask for hostile content get it.
   */
  hostileContent: boolean
  /** Profiles, inboxes, session details and referrals of the member centre. */
  memberCentre: MemberCentreState
  /** agent01's downlines and who is under whom (team/tree.ts). */
  team: Team
  /** Bank cards, withdrawal orders and the C2C payments that pay them (withdraw/state.ts). */
  withdraw: WithdrawState
  /** What each idempotency key of each member's effectful calls asked and answered (money/idempotency.ts). */
  idempotency: IdempotencyBook
  /** What members wrote to support or their upline (mail/outbox.ts). */
  mail: MailState
  /** Claims of missions, spins of the prize wheel, achievements (issue 32; rewards/state.ts). */
  rewardPlay: RewardPlayState
  /** account (lower case) → its authenticator app (security/state.ts); none bound in the seed. */
  authenticators: Map<string, Authenticator>
  /** account (lower case) → its two answered security questions (security/questions.ts); none in the seed. */
  securityAnswers: Map<string, SecurityAnswer[]>
  /** Members' IDs sent for review, and whether withdrawals wait for one (identity/state.ts; issue 32). */
  identity: IdentityState
}

export interface StoreOptions {
  /** Same seed, same data. */
  seed?: number
  /** The simulator's clock, in epoch milliseconds. */
  now?: () => number
}

export interface Store {
  readonly state: State
  readonly seed: number
  now(): number
  /** Runtime randomness (tokens, codes, captchas), seeded too so whole runs repeat. */
  readonly random: Prng
  /** Told when money settles (ledger/book.ts); kept across resets, like any wiring. */
  readonly ledgerEvents: LedgerEvents
  /** Told when a session ends (sign-out, lifetime, password change, revocation, exclusion); kept across resets. */
  readonly sessionEvents: SessionEvents
  reset(): void
  findMember(account: string): Member | undefined
  findMemberByMobile(mobileNum: string): Member | undefined
}

/** A mobile number as the simulator compares it: digits only, no leading zeros ('0912 345 678' → '912345678'). */
export const mobileKey = (text: string) => text.replace(/\D/g, '').replace(/^0+/, '')

export const defaultSeed = 20_181_024

export function seedState(seed: number, now: number): State {
  const prng = createPrng(seed)
  const members = seedMembers(prng)
  const team = seedTeam(seed, now, Math.max(...members.map((member) => member.id)) + 1)
  members.push(...team.members)
  return {
    members,
    catalog: seedCatalog(prng, now),
    favorites: new Map([['member01', ['PG-1', 'JILI-2']]]),
    recentGames: new Map(),
    launches: new Map(),
    redemptions: [],
    ledgers: new Map(),
    seededAt: now,
    clockOffsetMs: 0,
    autoApproveAfterMs: null,
    singleWallet: false,
    contracts: seedContracts(now),
    promotions: seedPromotionBook(),
    pointChanges: [],
    pointsMall: seedPointsMall(),
    feedback: [],
    resources: seedResourceSwitches(),
    sessions: new Map(),
    endedSessions: new Map(),
    sessionLifetimes: { ...defaultLifetimes },
    loginFailures: new Map(),
    captchaAnswer: null,
    smsOutbox: [],
    smsExpiredMinutes: 1,
    mailOutbox: [],
    flags: seedFlags(),
    maintenance: { on: false, end: null },
    regionBlocked: false,
    invalidDomain: false,
    newIpCheck: false,
    location: { ip: '203.0.113.42', country: 'VN' },
    registerRules: seedRegisterRules(),
    latencyMs: 0,
    faults: [],
    hostileContent: false,
    memberCentre: seedMemberCentre(members, now),
    team: team.team,
    withdraw: seedWithdraw(),
    idempotency: new Map(),
    mail: seedMailState(),
    rewardPlay: seedRewardPlay(),
    authenticators: new Map(),
    securityAnswers: new Map(),
    identity: seedIdentity(),
  }
}

export function createStore(options: StoreOptions = {}): Store {
  const seed = options.seed ?? defaultSeed
  const clock = options.now ?? Date.now
  let state = seedState(seed, clock())
  // The simulated clock: the given (or real) time, plus what the dev surface moved it on by.
  const now = () => clock() + state.clockOffsetMs
  let random = createPrng(seed ^ 0x5eed)
  return {
    get state() {
      return state
    },
    get random() {
      return random
    },
    seed,
    now,
    ledgerEvents: createLedgerEvents(),
    sessionEvents: createSessionEvents(),
    reset() {
      state = seedState(seed, clock())
      random = createPrng(seed ^ 0x5eed)
    },
    findMember: (account) => {
      const wanted = account.trim().toLowerCase()
      return state.members.find((member) => member.account.toLowerCase() === wanted)
    },
    findMemberByMobile: (mobileNum) => {
      const wanted = mobileKey(mobileNum)
      return wanted ? state.members.find((member) => member.mobileNum === wanted) : undefined
    },
  }
}
