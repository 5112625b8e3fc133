import { defaultMemberTypeLists } from '@portal/core'
import type { Prng } from '../prng'

export interface Member {
  id: number
  account: string
  password: string
  nickname: string
  /** 0 member; agent types 1, 2, 41, 42; trial 4; 3 a partner account that is no member (spec §6). */
  type: number
  vipLabelName: string
  vipRankLevel: number
  /**
   * Money the account starts with, minor units: its first ledger entry when the ledger opens (ledger/book.ts).
   * The balance itself is never stored: it is derived from the ledger.
   */
  openingBalance: number
  /** Whether its ledger starts with 90 seeded days of deposits, withdrawals, transfers and bets. */
  history: boolean
  /** Days of seeded history when not 90: a team member's history starts when they registered (team/tree.ts). */
  historyDays?: number
  /** Points of the points mall. */
  points: number
  /** Fund (payment) password, asked by points redemption and conversion. */
  fundPassword: string
  /** Unread mails the seeded inbox starts with; the count itself is always read from the inbox. */
  unreadMessage: number
  mobileNum: string | null
  countryDialingCode: string | null
  email: string | null
  /** Successful logins so far: the first one answers `firstTimeLogin: true`. */
  logins: number
  passwordExpired: boolean
  locked: boolean
  language: string
  /** A free-play guest (spec §4 FREEPLAY3): may open free-trial games only, with demo money. */
  freePlay?: boolean
  /** What the account is for, shown in the README and on the dev surface. */
  demonstrates: string
}

export const { agentTypes, trialTypes } = defaultMemberTypeLists
export const memberTypes: readonly number[] = [0, ...agentTypes, ...trialTypes]

/** The spec's default password: signing in with it forces a password change. */
export const defaultPassword = '{secret}'
export const demoPassword = 'Demo1234'
/** The seeded demo members' fund password; accounts made at run time have none until their member sets one. */
export const demoFundPassword = '123456'

type Demo = Pick<Member, 'account' | 'type' | 'demonstrates'> & Partial<Member>

const demos: readonly Demo[] = [
  {
    account: 'member01',
    type: 0,
    logins: 12,
    demonstrates: 'Regular member; a plain member at the agent login (non_agent)',
  },
  { account: 'agent01', type: 1, logins: 40, demonstrates: 'Agent: agent centre, /agentHome login' },
  {
    account: 'trial01',
    type: 4,
    logins: 1,
    demonstrates: 'Trial account: blocked from games and member areas',
  },
  {
    account: 'default01',
    type: 0,
    password: defaultPassword,
    demonstrates: 'Default password: forced change',
  },
  {
    account: 'expired01',
    type: 0,
    logins: 5,
    passwordExpired: true,
    demonstrates: 'Expired password (PWDEXPFORCECHANGE3)',
  },
  {
    account: 'newbie01',
    type: 0,
    logins: 0,
    fundPassword: '',
    demonstrates: 'First login: firstTimeLogin true once; no fund password yet (security centre)',
  },
  {
    account: 'mobile01',
    type: 0,
    logins: 3,
    mobileNum: '912345678',
    countryDialingCode: '84',
    demonstrates: 'Registered by mobile: SMS login with 84 912345678',
  },
  {
    account: 'partner01',
    type: 3,
    logins: 2,
    demonstrates: 'Not a member: refused at the member login (non_member)',
  },
  { account: 'locked01', type: 0, logins: 7, locked: true, demonstrates: 'Locked account (account_locked)' },
  {
    account: 'broke01',
    type: 0,
    logins: 4,
    openingBalance: 0,
    history: false,
    demonstrates:
      'Zero balance: a real-money launch is refused (insufficient_balance); free trials still open',
  },
]

const vipLabels = ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'] as const
const nicknames = [
  'Lucky Tiger',
  'Jade Dragon',
  'Neon Fox',
  'Red Phoenix',
  'Night Owl',
  'Silver Koi',
] as const

/** Invitation codes of the agents, for registration (`affiliateCode`) and the affiliate check. */
export const affiliateCodes: Readonly<Record<string, string>> = { AG2024: 'agent01', AG2024VIP: 'agent01' }

/**
 * An account created at run time (registration, free play, opened by an agent): no VIP, no money (unless
 * given), no history, and no fund password (unless the member chose one at registration).
 */
export function newMember(
  members: readonly Member[],
  fields: Pick<Member, 'account' | 'password' | 'type' | 'demonstrates'> & Partial<Member>,
): Member {
  return {
    id: Math.max(...members.map((member) => member.id)) + 1,
    nickname: fields.account,
    vipLabelName: 'VIP Bronze',
    vipRankLevel: 0,
    openingBalance: 0,
    history: false,
    points: 0,
    fundPassword: '',
    unreadMessage: 0,
    mobileNum: null,
    countryDialingCode: null,
    email: null,
    logins: 0,
    passwordExpired: false,
    locked: false,
    language: 'EN',
    ...fields,
  }
}

export function seedMembers(prng: Prng): Member[] {
  return demos.map((demo, index) => {
    const vipRankLevel = prng.int(0, vipLabels.length - 1)
    return {
      id: 10001 + index,
      password: demoPassword,
      nickname: prng.pick(nicknames),
      vipLabelName: `VIP ${vipLabels[vipRankLevel]}`,
      vipRankLevel,
      openingBalance: demo.type === 4 ? 200_000 : prng.int(5_000, 2_500_000),
      // Members and agents who can sign in have a past; trial and partner accounts do not.
      history: demo.type !== 4 && demo.type !== 3,
      points: demo.type === 4 ? 0 : prng.int(500, 60_000),
      fundPassword: demoFundPassword,
      unreadMessage: demo.type === 4 ? 0 : prng.int(0, 9),
      mobileNum: null,
      countryDialingCode: null,
      email: `${demo.account}@example.com`,
      logins: 0,
      passwordExpired: false,
      locked: false,
      language: 'EN',
      ...demo,
    }
  })
}
