import { type WhitelabelFlag as Flag, type WhitelabelFlags as Flags, whitelabelFlags } from '@portal/core'

export type { Flag, Flags }

export const isFlag = (name: string): name is Flag => (whitelabelFlags as readonly string[]).includes(name)

/** Everything on except SMS verification at registration, so both the plain and the SMS form can be shown. */
export function seedFlags(): Flags {
  return {
    USERNAMEREG3: true,
    MOBILEVERCODELOGIN3: true,
    DIRECTREG3: true,
    MOBILENUMREG3: true,
    REGMOBVERF3: false,
    MOBILENUMPASSREG3: true,
    FREEPLAY3: true,
    PWDEXPFORCECHANGE3: true,
    AGENTPOLICY3: true,
    CHNGPASSVERIF3: true,
    INBOX3: true,
    AGEINFO3: true,
    DOWNMAN: true,
    AGENTRANSMULTDOWN3: true,
    TRANSBETREPMEM3: true,
    AGETEAMPNL3: true,
    AGEREV3: true,
    AGEDOWNTRANS3: true,
    DIVIDEND: true,
    DAYSAL: true,
    DAYSALMR: true,
    HOURSAL3: true,
    RTSALARY3: true,
    REGCEN: true,
    AGEREGDOWN3: true,
    CREATEAFF3: true,
    AFFMAN3: true,
    AGENTANNOUNCE3: true,
  }
}

export interface WhitelabelNode {
  modId: string
  enabled: '1' | '0'
  childrenNodes: WhitelabelNode[] | null
}

const modules: Record<string, readonly Flag[]> = {
  REGISTER: ['USERNAMEREG3', 'DIRECTREG3', 'MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3'],
  LOGIN: ['MOBILEVERCODELOGIN3', 'FREEPLAY3'],
  SECURITY: ['PWDEXPFORCECHANGE3', 'CHNGPASSVERIF3'],
  AGENT: ['AGENTPOLICY3', 'AGEINFO3', 'DOWNMAN', 'AGENTRANSMULTDOWN3'],
  AGENTREPORTS: ['TRANSBETREPMEM3', 'AGETEAMPNL3', 'AGEREV3', 'AGEDOWNTRANS3'],
  AGENTCONTRACTRECORDS: ['DIVIDEND', 'DAYSAL', 'DAYSALMR', 'HOURSAL3', 'RTSALARY3'],
  AGENT_OPEN: ['REGCEN', 'AGEREGDOWN3', 'CREATEAFF3', 'AFFMAN3', 'AGENTANNOUNCE3'],
  MEMBER: ['INBOX3'],
}

export function whitelabelTree(flags: Flags): WhitelabelNode[] {
  const node = (modId: string, on: boolean, childrenNodes: WhitelabelNode[] | null): WhitelabelNode => ({
    modId,
    enabled: on ? '1' : '0',
    childrenNodes,
  })
  return Object.entries(modules).map(([modId, children]) =>
    node(
      modId,
      true,
      children.map((flag) => node(flag, flags[flag], null)),
    ),
  )
}
