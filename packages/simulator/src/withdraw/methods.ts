/**
 * The withdrawal methods a platform offers (issue 32): data of the platform, set through the dev surface, never
 * code. A bank card goes through the card calls; an e-wallet's account number and a coin's address per network
 * are checked against the method's own format before they are bound.
 */
export interface WithdrawMethodRecord {
  code: string
  kind: 'bank' | 'ewallet' | 'crypto'
  name: string
  /** An e-wallet's account number format (a regular expression's source). */
  pattern?: string
  /** A coin's networks, each with its address format. */
  networks?: Record<string, string>
}

/** An e-wallet account or a coin address a member bound; kept whole here, only masked when it leaves. */
export interface WithdrawAccountRecord {
  id: string
  method: string
  account: string
  network: string | null
}

/** What this simulator's platform offers unless the dev surface says otherwise. */
export const seededMethods: readonly WithdrawMethodRecord[] = [
  { code: 'BANK', kind: 'bank', name: 'Bank card' },
  { code: 'MOMO', kind: 'ewallet', name: 'MoMo', pattern: '^0\\d{9}$' },
  {
    code: 'USDT',
    kind: 'crypto',
    name: 'USDT',
    networks: { TRC20: '^T[1-9A-HJ-NP-Za-km-z]{33}$', ERC20: '^0x[0-9a-fA-F]{40}$' },
  },
]

/** The account's ends only: enough for the member to recognise it, too little to use it. */
export const masked = (text: string) => (text.length <= 8 ? text : `${text.slice(0, 4)}…${text.slice(-4)}`)

/** Checks a method list from the dev surface; answers what is wrong with it, or the list. */
export function parseMethods(body: unknown): WithdrawMethodRecord[] | string {
  if (!Array.isArray(body)) return 'methods must be a list'
  const methods: WithdrawMethodRecord[] = []
  for (const item of body as Record<string, unknown>[]) {
    const { code, kind, name, pattern, networks } = item ?? {}
    if (typeof code !== 'string' || !/^[A-Z0-9_]{2,20}$/.test(code))
      return 'each method needs a code (A-Z, 0-9)'
    if (kind !== 'bank' && kind !== 'ewallet' && kind !== 'crypto')
      return `${code}: kind is bank, ewallet or crypto`
    if (typeof name !== 'string' || name === '') return `${code}: a name`
    const formats =
      kind === 'crypto' ? Object.values((networks ?? {}) as object) : kind === 'ewallet' ? [pattern] : []
    if (kind === 'crypto' && formats.length === 0) return `${code}: a coin needs its networks`
    for (const format of formats) {
      if (typeof format !== 'string') return `${code}: each format is a regular expression's source`
      try {
        new RegExp(format)
      } catch {
        return `${code}: ${format} is not a regular expression`
      }
    }
    methods.push({
      code,
      kind,
      name,
      ...(kind === 'ewallet' && { pattern: pattern as string }),
      ...(kind === 'crypto' && { networks: { ...(networks as Record<string, string>) } }),
    })
  }
  return methods
}
