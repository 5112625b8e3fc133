import { refuse } from '../envelope'
import type { Handle } from '../route'
import { agentTypes, newMember } from '../seed/members'
import { affiliateLinksOf } from '../team/affiliate-links'
import { checkField } from './field-rules'
import { mustBeSignedIn } from './member'

interface Opened {
  account: string
  accountType: 'member' | 'agent'
  upline: string
  registeredAt: string
}

/** The agent's account type for a sub-agent (the seed's agents are 2). */
const subAgentType = 2

/**
 * Open account (registerCenter, REGCEN / AGEREGDOWN3): an agent opens a member or a sub-agent directly under
 * himself, checked against the same registration rules as the register form; the new account is in the team
 * tree at once, so team management lists it.
 */
export function agentOpenHandlers(handle: Handle): void {
  handle('openAccount', (input, { store, member }) => {
    const agent = mustBeSignedIn(member)
    if (!agentTypes.includes(agent.type)) return refuse('non_agent', 'Only agents have a team')
    const { flags, registerRules: rules, members, team } = store.state
    if (!flags.REGCEN || !flags.AGEREGDOWN3)
      return refuse('feature_disabled', 'Opening accounts is not available')
    const username = input.username.trim()
    const refusal =
      checkField('username', rules.username, username, true) ??
      checkField('password', rules.password, input.password, true) ??
      (input.confirmPassword !== input.password
        ? refuse('password_mismatch', 'The two entries do not match', { field: 'confirmPassword' })
        : null)
    if (refusal) return refusal
    if (store.findMember(username))
      return refuse('username_taken', 'This username is already registered', { field: 'username' })

    const created = newMember(members, {
      account: username,
      password: input.password,
      type: input.accountType === 'agent' ? subAgentType : 0,
      demonstrates: `Opened by ${agent.account} at run time`,
    })
    members.push(created)
    const registeredAt = store.now()
    team.set(username, { account: username, upline: agent.account, registeredAt, lastLoginAt: null })
    const opened: Opened = {
      account: username,
      accountType: input.accountType,
      upline: agent.account,
      registeredAt: new Date(registeredAt).toISOString(),
    }
    return opened
  })

  handle('affiliateLinks', (_input, { store, member }) => {
    const agent = mustBeSignedIn(member)
    if (!agentTypes.includes(agent.type)) return refuse('non_agent', 'Only agents have a team')
    return { links: affiliateLinksOf(store, agent.account) }
  })
}
