import { describe, expect, test } from 'vitest'
import type { NodeBindings } from '../node-bindings'
import { createSimulator, type Simulator } from '../simulator'
import { signIn, testClient } from '../testing/client'
import { brokerAuthPath } from './auth'

const brokerUrl = 'amqp://portal-publisher:s3cret@127.0.0.1:5672'
const fromLoopback: NodeBindings = {
  incoming: { socket: { remoteAddress: '127.0.0.1', destroy: () => undefined } },
}

/** One check as RabbitMQ's HTTP auth backend sends it (`auth_http.http_method = post`): a form. */
async function ask(simulator: Simulator, check: string, fields: Record<string, string>, env = fromLoopback) {
  const answer = await simulator.fetch(
    new Request(`http://127.0.0.1${brokerAuthPath}/${check}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
    }),
    env,
  )
  return `${answer.status} ${await answer.text()}`
}

async function world(options: { broker?: string } = { broker: brokerUrl }) {
  const simulator = createSimulator(options)
  const token = await signIn(testClient(simulator), 'member01', 'Demo1234')
  const id = String(simulator.store.findMember('member01')?.id)
  const other = String(simulator.store.findMember('agent01')?.id)
  return { simulator, token, id, other }
}

const topic = (username: string, permission: string, key: string) => ({
  username,
  vhost: '/',
  resource: 'topic',
  name: 'amq.topic',
  permission,
  routing_key: key,
})

describe("the broker's auth checks", () => {
  test('a member logs in with their customer id and live token, and reads their own topic only', async () => {
    const { simulator, token, id, other } = await world()
    expect(await ask(simulator, 'user', { username: id, password: token })).toBe('200 allow')
    expect(await ask(simulator, 'user', { username: id, password: 'not-a-token' })).toBe('200 deny')
    expect(await ask(simulator, 'user', { username: other, password: token })).toBe('200 deny')
    expect(await ask(simulator, 'vhost', { username: id, vhost: '/', ip: '127.0.0.1' })).toBe('200 allow')
    expect(await ask(simulator, 'vhost', { username: id, vhost: 'other', ip: '127.0.0.1' })).toBe('200 deny')
    expect(await ask(simulator, 'topic', topic(id, 'read', `user.${id}`))).toBe('200 allow')
    expect(await ask(simulator, 'topic', topic(id, 'read', `user.${other}`))).toBe('200 deny')
    expect(await ask(simulator, 'topic', topic(id, 'read', 'user.*'))).toBe('200 deny')
    expect(await ask(simulator, 'topic', topic(id, 'write', `user.${id}`))).toBe('200 deny')
  })

  test('a member may make and read its subscription queue, read amq.topic, and write nowhere', async () => {
    const { simulator, id } = await world()
    const resource = (kind: string, name: string, permission: string) =>
      ask(simulator, 'resource', { username: id, vhost: '/', resource: kind, name, permission })
    for (const permission of ['configure', 'read', 'write'])
      expect(await resource('queue', 'stomp-subscription-IofF-QPQJu3RL-9EF1pnug', permission)).toBe(
        '200 allow',
      )
    expect(await resource('exchange', 'amq.topic', 'read')).toBe('200 allow')
    expect(await resource('exchange', 'amq.topic', 'write')).toBe('200 deny')
    expect(await resource('exchange', 'amq.default', 'write')).toBe('200 deny')
    expect(await resource('queue', 'orders', 'read')).toBe('200 deny')
  })

  test("the broker URL's publisher may publish member events and nothing else", async () => {
    const { simulator, id } = await world()
    const publisher = 'portal-publisher'
    expect(await ask(simulator, 'user', { username: publisher, password: 's3cret' })).toBe('200 allow')
    expect(await ask(simulator, 'user', { username: publisher, password: 'guess' })).toBe('200 deny')
    expect(
      await ask(simulator, 'resource', {
        username: publisher,
        vhost: '/',
        resource: 'exchange',
        name: 'amq.topic',
        permission: 'write',
      }),
    ).toBe('200 allow')
    expect(
      await ask(simulator, 'resource', {
        username: publisher,
        vhost: '/',
        resource: 'queue',
        name: 'stomp-subscription-x',
        permission: 'read',
      }),
    ).toBe('200 deny')
    expect(await ask(simulator, 'topic', topic(publisher, 'write', `user.${id}`))).toBe('200 allow')
    expect(await ask(simulator, 'topic', topic(publisher, 'write', 'user.#'))).toBe('200 deny')
    expect(await ask(simulator, 'topic', topic(publisher, 'read', `user.${id}`))).toBe('200 deny')
  })

  test('without a broker no publisher exists; the checks answer only loopback, and GET too', async () => {
    const { simulator, token, id } = await world({})
    expect(await ask(simulator, 'user', { username: 'portal-publisher', password: 's3cret' })).toBe(
      '200 deny',
    )
    const remote: NodeBindings = {
      incoming: { socket: { remoteAddress: '203.0.113.7', destroy: () => undefined } },
    }
    expect(await ask(simulator, 'user', { username: id, password: token }, remote)).toBe('403 deny')
    const query = new URLSearchParams({ username: id, password: token })
    const answer = await simulator.fetch(
      new Request(`http://127.0.0.1${brokerAuthPath}/user?${query}`),
      fromLoopback,
    )
    expect(await answer.text()).toBe('allow')
  })

  test('a member signed out is refused at the next login', async () => {
    const { simulator, token, id } = await world()
    simulator.store.state.sessions.delete(token)
    expect(await ask(simulator, 'user', { username: id, password: token })).toBe('200 deny')
  })
})
