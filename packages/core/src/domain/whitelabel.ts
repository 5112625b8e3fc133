/** The white-label flags of the spec (§3) that switch product features on and off. */
export const whitelabelFlags = [
  'USERNAMEREG3',
  'MOBILEVERCODELOGIN3',
  'DIRECTREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'AGENTPOLICY3',
  'CHNGPASSVERIF3',
  /** The inbox and its unread count (original-calls.md §1). */
  'INBOX3',
  /** The agent centre's team overview (original-calls.md §5). */
  'AGEINFO3',
  /** The agent centre's team management (original-calls.md §5; the original's id has no 3). */
  'DOWNMAN',
  /** The agent centre's red envelope and transfers to the team (original-calls.md §5, agentRedRain). */
  'AGENTRANSMULTDOWN3',
  /** The agent centre's team betting (original-calls.md §5, personalHistoryCopy). */
  'TRANSBETREPMEM3',
  /** The agent centre's downline profit and loss (original-calls.md §5, palStatementsAgentCopy). */
  'AGETEAMPNL3',
  /** The agent centre's income report (original-calls.md §5, agentRevenueReport). */
  'AGEREV3',
  /** The agent centre's account details of the team (original-calls.md §5). */
  'AGEDOWNTRANS3',
  /** The agent centre's dividend records (original-calls.md §5; the original's id has no 3). */
  'DIVIDEND',
  /** The agent centre's daily salary records (original-calls.md §5; the original's id has no 3). */
  'DAYSAL',
  /** The agent centre's daily salary by member ratio, agentMRDailySalary (original-calls.md §5). */
  'DAYSALMR',
  /** Hourly salary: its records and contract call (original-calls.md §1, §5). */
  'HOURSAL3',
  /** Real-time salary: its records and contract call (original-calls.md §1). */
  'RTSALARY3',
  /** The agent centre's open account, registerCenter (original-calls.md §5). */
  'REGCEN',
  /** Opening downlines under me; registerCenter asks it beside REGCEN (original-calls.md §5). */
  'AGEREGDOWN3',
  /** Creating referral links with my affiliate code (original-calls.md §5). */
  'CREATEAFF3',
  /** Managing my referral links (original-calls.md §5). */
  'AFFMAN3',
  /** The agent centre's announcements, agentAnnouncement (original-calls.md §5). */
  'AGENTANNOUNCE3',
] as const

export type WhitelabelFlag = (typeof whitelabelFlags)[number]

export type WhitelabelFlags = Record<WhitelabelFlag, boolean>

/** Structural twin of the status response's module node, so this file does not depend on the API schemas. */
export interface WhitelabelModule {
  modId: string
  enabled: string
  childrenNodes?: readonly WhitelabelModule[] | null | undefined
}

const flagSet: ReadonlySet<string> = new Set(whitelabelFlags)

const isWhitelabelFlag = (modId: string): modId is WhitelabelFlag => flagSet.has(modId)

/**
 * Decodes the module tree into one boolean per known flag; unknown modules are ignored and absent flags are off.
 *
 * A flag under a disabled parent counts as off: the tree is an operator's switchboard, and turning a parent
 * module off is how an operator turns off a whole feature group, so children keep their own `enabled` value
 * only as a remembered setting for when the parent is switched back on. Only `enabled === '1'` is on; any
 * other value ('0', '', unexpected codes) is off, so a malformed answer fails closed. A flag that occurs more
 * than once is on when any occurrence is reachable through enabled modules.
 */
export function decodeWhitelabel(tree: readonly WhitelabelModule[]): WhitelabelFlags {
  const flags = Object.fromEntries(whitelabelFlags.map((flag) => [flag, false])) as WhitelabelFlags
  const visit = (modules: readonly WhitelabelModule[]): void => {
    for (const module of modules) {
      if (module.enabled !== '1') continue
      if (isWhitelabelFlag(module.modId)) flags[module.modId] = true
      visit(module.childrenNodes ?? [])
    }
  }
  visit(tree)
  return flags
}
