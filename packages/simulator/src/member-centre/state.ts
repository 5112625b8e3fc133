import type { Member } from '../seed/members'

/** Profile fields the member centre adds to a member (spec §3); nickname, e-mail and mobile stay on Member. */
export interface Profile {
  payeeName: string | null
  birthday: string | null
  qqNum: string | null
  whatsapp: string | null
  facebook: string | null
  telegram: string | null
  line: string | null
  zalo: string | null
  wechat: string | null
  /** Bank cards are the wallet issue's; the security centre only counts them. */
  bankCards: number
  mobileVerified: boolean
  /** The address a mailed code was confirmed at (issue 32): the e-mail is verified while it is still this one. */
  verifiedEmail: string | null
  /** The avatar chosen from the platform's set (issue 32, changeIcon); null: the initials. */
  avatarId: string | null
  referralCode: string
  registeredAt: number
}

export interface Mail {
  id: string
  title: string
  content: string
  sentAt: number
  read: boolean
  sender: string
}

/** What the simulator knows of a token beyond its account: where it came from and when it was last used. */
export interface SessionInfo {
  device: string
  ip: string
  signedInAt: number
  lastActiveAt: number
}

export interface Invitee {
  account: string
  registeredAt: number
  firstDepositAt: number | null
  /** Minor units. */
  firstDepositAmount: number | null
}

/** Safer gambling (issue 13): the limits, exclusion and reality check of one member; rules in safer.ts. */
export const limitKinds = ['deposit', 'loss'] as const
export const limitPeriods = ['day', 'week', 'month'] as const
export type LimitKind = (typeof limitKinds)[number]
export type LimitPeriod = (typeof limitPeriods)[number]
export type ExclusionKind = 'timeOut' | 'selfExclusion'

export interface Limit {
  /** Minor units; null: no limit. */
  amount: number | null
  pending: { amount: number | null; appliesAt: number } | null
}

export interface SaferRecord {
  limits: Record<`${LimitKind}.${LimitPeriod}`, Limit>
  exclusion: { kind: ExclusionKind; until: number } | null
  realityCheckMinutes: 0 | 15 | 30 | 60
}

/** The member centre's part of the world: profiles, inboxes, session details, referrals. */
export interface MemberCentreState {
  profiles: Map<string, Profile>
  /** account → mails, newest first */
  inboxes: Map<string, Mail[]>
  /** token → details */
  sessionInfo: Map<string, SessionInfo>
  /** account → people who registered with its referral code */
  invitees: Map<string, Invitee[]>
  nextMailId: number
  /** account → limits, exclusion and reality check (safer.ts) */
  safer: Map<string, SaferRecord>
}

const day = 86_400_000

const welcome = (account: string) =>
  `<p>Welcome aboard, <b>${account}</b>! Your account is ready.</p><p>Visit the <a href="/promotions">promotions</a> page for this week's offers.</p>`

const mailTemplates = [
  {
    title: 'Weekly rebate credited',
    content: '<p>Your weekly rebate has been credited to your main wallet.</p>',
  },
  {
    title: 'New slots tournament',
    content: '<p>A new slots tournament starts on Friday. <i>Good luck!</i></p>',
  },
  {
    title: 'Security reminder',
    content: '<p>Never share your password or SMS codes with anyone, staff included.</p>',
  },
  { title: 'VIP upgrade', content: '<p>Congratulations, you have reached a new VIP level.</p>' },
  { title: 'Maintenance notice', content: '<p>Scheduled maintenance on Tuesday 02:00–04:00 (UTC+8).</p>' },
  { title: 'Deposit bonus', content: '<p>Deposit today and get a <b>10%</b> bonus, up to 500.</p>' },
] as const

/** A seeded inbox: the member's unread count of the seed as unread mails, then older read ones. */
function seedInbox(member: Member, now: number, nextId: () => string): Mail[] {
  if (member.type === 4) return []
  const mails: Mail[] = []
  const total = member.unreadMessage + 3
  for (let index = 0; index < total; index++) {
    const template = mailTemplates[index % mailTemplates.length] ?? mailTemplates[0]
    mails.push({
      id: nextId(),
      ...template,
      sentAt: now - (index + 1) * day * 0.7,
      read: index >= member.unreadMessage,
      sender: 'Customer service',
    })
  }
  mails.push({
    id: nextId(),
    title: 'Welcome',
    content: welcome(member.account),
    sentAt: now - 60 * day,
    read: true,
    sender: 'Customer service',
  })
  return mails
}

/** Referral codes are the account's, upper-cased: stable and readable on the dev surface. */
export const referralCodeOf = (account: string) => `R${account.toUpperCase()}`

export function seedMemberCentre(members: readonly Member[], now: number): MemberCentreState {
  let nextMailId = 1
  const nextId = () => String(nextMailId++)
  const profiles = new Map<string, Profile>()
  const inboxes = new Map<string, Mail[]>()
  for (const member of members) {
    profiles.set(member.account, newProfile(member, now - 90 * day))
    inboxes.set(member.account, seedInbox(member, now, nextId))
  }
  const member01 = profiles.get('member01')
  if (member01) Object.assign(member01, { payeeName: 'Lin Mei', bankCards: 1, telegram: 'linmei88' })
  const invitees = new Map<string, Invitee[]>([
    [
      'member01',
      [
        {
          account: 'friend01',
          registeredAt: now - 20 * day,
          firstDepositAt: now - 19 * day,
          firstDepositAmount: 50_000,
        },
        { account: 'friend02', registeredAt: now - 9 * day, firstDepositAt: null, firstDepositAmount: null },
        {
          account: 'friend03',
          registeredAt: now - 2 * day,
          firstDepositAt: now - day,
          firstDepositAmount: 120_000,
        },
      ],
    ],
  ])
  return { profiles, inboxes, sessionInfo: new Map(), invitees, nextMailId, safer: new Map() }
}

export function newProfile(member: Member, registeredAt: number): Profile {
  return {
    payeeName: null,
    birthday: null,
    qqNum: null,
    whatsapp: null,
    facebook: null,
    telegram: null,
    line: null,
    zalo: null,
    wechat: null,
    bankCards: 0,
    mobileVerified: member.mobileNum !== null,
    verifiedEmail: null,
    avatarId: null,
    referralCode: referralCodeOf(member.account),
    registeredAt,
  }
}

/** The profile of a member, created on first need for accounts made after the seed (registration, dev surface). */
export function profileOf(state: MemberCentreState, member: Member, now: number): Profile {
  let profile = state.profiles.get(member.account)
  if (!profile) {
    profile = newProfile(member, now)
    state.profiles.set(member.account, profile)
  }
  return profile
}

export function inboxOf(state: MemberCentreState, account: string): Mail[] {
  let inbox = state.inboxes.get(account)
  if (!inbox) {
    inbox = []
    state.inboxes.set(account, inbox)
  }
  return inbox
}

/** Puts a mail at the top of a member's inbox; what the dev surface (and later, real-time events) use. */
export function deliverMail(
  state: MemberCentreState,
  account: string,
  mail: { title: string; content: string; sender?: string },
  now: number,
): Mail {
  const delivered: Mail = {
    id: String(state.nextMailId++),
    title: mail.title,
    content: mail.content,
    sender: mail.sender ?? 'Customer service',
    sentAt: now,
    read: false,
  }
  inboxOf(state, account).unshift(delivered)
  return delivered
}

export const unreadOf = (state: MemberCentreState, account: string) =>
  (state.inboxes.get(account) ?? []).filter((mail) => !mail.read).length
