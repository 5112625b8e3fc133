import type { Context, Hono } from 'hono'
import { isLoopback, socketOf } from '../node-bindings'
import { liveSession } from '../sessions/sessions'
import type { Store } from '../store'
import { type BrokerPublisher, brokerExchange, memberRoutingKey } from './contract'

/** Where the broker asks (RabbitMQ's `auth_http.user_path` and the three beside it). */
export const brokerAuthPath = '/broker/auth'

/** The queues RabbitMQ's STOMP plugin makes for a subscription to a topic: exclusive to their connection. */
const subscriptionQueue = /^stomp-subscription-[\w-]+$/

type Params = Record<string, string>

/**
 * The platform's answer to the broker's access checks (RabbitMQ's `rabbitmq_auth_backend_http`): `allow` or
 * `deny` as plain text. A member connects with their customer id as login and their live token as passcode and
 * may read their own topic only; the publisher named in the broker's URL may only publish member events.
 * Everything else (another member's topic, any write by a member, other exchanges and queues) is denied. The
 * checks see tokens, so over HTTP they answer only the broker on this machine (loopback).
 */
export function brokerAuthRoutes(app: Hono, store: Store, publisher: BrokerPublisher | null): void {
  const isPublisher = (username: string | undefined) => publisher !== null && username === publisher.username
  const isMember = (username: string | undefined) =>
    store.state.members.some((member) => String(member.id) === username)
  const inVhost = (params: Params) => params.vhost === (publisher?.vhost ?? '/')

  const answer = (name: string, decide: (params: Params) => boolean) => {
    const route = async (c: Context) => {
      const socket = socketOf(c.env)
      if (socket && !isLoopback(socket.remoteAddress)) return c.text('deny', 403)
      return c.text(decide(await readParams(c)) ? 'allow' : 'deny')
    }
    app.get(`${brokerAuthPath}/${name}`, route)
    app.post(`${brokerAuthPath}/${name}`, route)
  }

  answer('user', ({ username = '', password = '' }) => {
    if (isPublisher(username)) return password === publisher?.password
    // The passcode is the member's token; it must be live, be that member's and not owe a password change.
    const session = liveSession(store, password)
    const member = session && !session.passwordChange ? store.findMember(session.account) : undefined
    return member !== undefined && String(member.id) === username
  })
  answer('vhost', (params) => inVhost(params) && (isPublisher(params.username) || isMember(params.username)))
  answer('resource', (params) => {
    const { username, resource, name, permission } = params
    if (!inVhost(params)) return false
    if (isPublisher(username))
      return resource === 'exchange' && name === brokerExchange && permission === 'write'
    if (!isMember(username)) return false
    if (resource === 'exchange') return name === brokerExchange && permission === 'read'
    return resource === 'queue' && subscriptionQueue.test(name ?? '')
  })
  answer('topic', (params) => {
    const { username = '', name, permission, routing_key: key = '' } = params
    if (!inVhost(params) || name !== brokerExchange) return false
    if (isPublisher(username)) return permission === 'write' && /^user\.\d+$/.test(key)
    return isMember(username) && permission === 'read' && key === memberRoutingKey(username)
  })
}

/** RabbitMQ sends the check as a form (`auth_http.http_method = post`) or as a query (its default, GET). */
async function readParams(c: Context): Promise<Params> {
  if (c.req.method === 'GET') return c.req.query()
  const body = await c.req.parseBody()
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}
