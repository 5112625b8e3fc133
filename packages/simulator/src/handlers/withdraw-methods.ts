import type { Hono } from 'hono'
import { readBody } from '../dev/body'
import { badRequest, ok, refuse, reply } from '../envelope'
import { checkFundPassword } from '../fund-password/fund-password'
import type { Handle } from '../route'
import type { Member } from '../seed/members'
import type { Store } from '../store'
import { accountsOf } from '../withdraw/bound-accounts'
import { masked, parseMethods, seededMethods } from '../withdraw/methods'
import { mustBeSignedIn } from './member'

/** Bound accounts a member may keep per method. */
const maxPerMethod = 3

export function accountsView(store: Store, member: Member) {
  const { methods } = store.state.withdraw
  return {
    accounts: accountsOf(store.state.withdraw, member.account).map((bound) => ({
      id: bound.id,
      method: bound.method,
      methodName: methods.find((method) => method.code === bound.method)?.name ?? bound.method,
      label: masked(bound.account),
      network: bound.network,
    })),
  }
}

/**
 * Withdrawal methods beyond bank cards (issue 32): what the platform offers, the member's bound accounts, and
 * binding one. What a platform must refuse it refuses: a method it does not offer (or a bank card, which has its
 * own calls), an address not in the method's format or on a network it does not have, the same account twice,
 * more than three per method; the fund password is the step-up, as for a card.
 */
export function withdrawMethodHandlers(handle: Handle): void {
  handle('withdrawMethods', (_input, { store, member }) => {
    mustBeSignedIn(member)
    return {
      methods: store.state.withdraw.methods.map(({ code, kind, name, networks }) => ({
        code,
        kind,
        name,
        networks: Object.keys(networks ?? {}),
      })),
    }
  })

  handle('withdrawAccountInfo', (_input, { store, member }) => accountsView(store, mustBeSignedIn(member)))

  handle('bindWithdrawAccount', (input, { store, member }) => {
    const who = mustBeSignedIn(member)
    const { withdraw } = store.state
    const method = withdraw.methods.find((one) => one.code === input.method)
    if (!method || method.kind === 'bank')
      return refuse('method_not_offered', 'Pick a method the platform offers', { field: 'method' })
    const network = method.kind === 'crypto' ? (input.network ?? '') : null
    const format = network === null ? method.pattern : method.networks?.[network]
    if (network !== null && !format)
      return refuse('network_not_offered', `${method.name} is not paid out on ${network}`, {
        field: 'network',
      })
    if (!format || !new RegExp(format).test(input.account))
      return refuse('account_invalid', `Not a ${method.name} account`, { field: 'account' })
    const accounts = accountsOf(withdraw, who.account)
    if (accounts.some((one) => one.method === method.code && one.account === input.account))
      return refuse('account_exists', 'This account is already bound', { field: 'account' })
    if (accounts.filter((one) => one.method === method.code).length >= maxPerMethod)
      return refuse('account_limit', `At most ${maxPerMethod} per method`, { max: maxPerMethod })
    const stepUp = checkFundPassword(store, who, input.paymentPassword)
    if (stepUp) return stepUp
    accounts.push({ id: `A${withdraw.nextId++}`, method: method.code, account: input.account, network })
    return accountsView(store, who)
  })
}

/**
 * The back office sets the methods the platform offers: `POST /__sim/withdraw/methods { methods: [...] }`; without
 * `methods`, the seeded ones again.
 */
export function devWithdrawMethods(app: Hono, store: Store): void {
  app.post('/__sim/withdraw/methods', async (c) => {
    const body = await readBody(c)
    const methods =
      body?.methods === undefined
        ? seededMethods.map((method) => ({ ...method }))
        : parseMethods(body.methods)
    if (typeof methods === 'string') return reply(c, badRequest(methods))
    store.state.withdraw.methods = methods
    return c.json(ok({ methods }))
  })
}
