/**
 * What happened to the signed-in member, announced once by the flow that saw it and heard by the owners of the
 * facts it changes (docs/architecture.md, "One owner per fact"): the wallet re-fetches the balances on
 * `money.moved`, the inbox the unread count on `messages.changed`, every owner both on `member.resync`. A flow
 * announces; it never sends an event to another flow.
 */
export type MemberEvent =
  /** The member's money moved, or may have: a deposit, a withdrawal, a transfer, a bonus, a game round… */
  | { type: 'money.moved'; cause: MoneyCause }
  /** The member's inbox changed: a mail arrived, was read or deleted (or the inbox listed a page). */
  | { type: 'messages.changed'; cause: MessagesCause }
  /** What the member's profile says changed (a profile saved, a password changed): the session reads it again. */
  | { type: 'member.changed'; cause: 'profile' | 'password' | 'avatar' }
  /** The real-time channel (re)opened: what it carries may have changed unheard, so every owner reads again. */
  | { type: 'member.resync' }
  /** The platform settled one of the member's rows: the flows that list such rows read them again. */
  | { [TRows in ChangedRows]: { type: TRows } }[ChangedRows]

/**
 * What the platform changed on its side, announced by the realtime flow from its messages: a deposit order approved
 * or rejected, a withdrawal paid or rejected, a payment confirmation waiting, a contract offered or ended, a points
 * redemption passed or refused, a red envelope to open.
 */
export type ChangedRows =
  | 'deposits.changed'
  | 'withdrawals.changed'
  | 'confirmations.changed'
  | 'contracts.changed'
  | 'points.changed'
  | 'envelopes.changed'

/** Why money moved: for the inspector and the tests, owners re-fetch whatever the cause. */
export type MoneyCause =
  | 'deposit'
  | 'withdrawal'
  | 'transfer'
  | 'bonus'
  | 'game'
  | 'payout'
  | 'envelope'
  | 'redeem'
  | 'asked'

/** Why the inbox changed; `listed`: the inbox page loaded, and the count may differ (mail read elsewhere). */
export type MessagesCause = 'arrived' | 'read' | 'deleted' | 'listed'

export type MemberEventType = MemberEvent['type']

/** The member's events port of the portal: `portal.events` (and `deps.events` for the factories). */
export interface MemberEvents {
  /** Tells every listener of the signed-in member, at once, in the order they listened. */
  announce(event: MemberEvent): void
  /**
   * Calls `listener` with each event of the given types until the returned function is called, or until the
   * member changes or signs out: a listener belongs to the member signed in when it began to listen or, begun
   * before anyone was (a screen opened while a restored session still loads), to the first member who signs in.
   */
  listen<TType extends MemberEventType>(
    types: readonly TType[],
    listener: (event: Extract<MemberEvent, { type: TType }>) => void,
  ): () => void
}

interface Listener {
  member: string | null
  types: ReadonlySet<MemberEventType>
  hear(event: MemberEvent): void
}

/** Where the port learns who is signed in: the registry of the shared flows (`portal.flows`). */
export interface MemberSource {
  /** The member the session flows belong to, or null. */
  member(): string | null
  /** Called whenever the member may have changed. */
  subscribe(listener: () => void): () => void
}

/**
 * The port, member-scoped as the session flows are: a listener belongs to the member the registry had when it
 * began to listen (or to the first one after, when it began with nobody signed in), and is dropped when that
 * member signs out or another signs in, so nothing announced for one member reaches what listened for another.
 * The registry is the source, so a flow it creates for a member always listens as that member.
 */
export function createMemberEvents(source: MemberSource): MemberEvents & { stop(): void } {
  const listeners = new Set<Listener>()
  const prune = () => {
    const member = source.member()
    for (const listener of [...listeners]) {
      if (listener.member === null && member !== null) listener.member = member
      else if (listener.member !== member) listeners.delete(listener)
    }
  }
  const unwatch = source.subscribe(prune)
  return {
    announce(event) {
      prune()
      for (const listener of [...listeners]) {
        const waiting = listener.member === null
        if (!waiting && listeners.has(listener) && listener.types.has(event.type)) listener.hear(event)
      }
    },
    listen(types, hear) {
      const listener: Listener = {
        member: source.member(),
        types: new Set(types),
        hear: hear as Listener['hear'],
      }
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    stop() {
      unwatch()
      listeners.clear()
    },
  }
}
