/**
 * How the simulator meets a message broker (docs/realtime-broker.md): it publishes each member event to the
 * `amq.topic` exchange with the routing key `user.<customerId>`, which RabbitMQ's Web-STOMP serves as the topic
 * `/topic/user.<customerId>` (the brand's `memberTopic` `/topic/user.{customerId}`). Browser-safe: no Node here.
 */
export const brokerExchange = 'amq.topic'

export const memberRoutingKey = (customerId: string | number) => `user.${customerId}`

/** Who publishes, as the broker's URL names it: the auth hook lets exactly these credentials publish. */
export interface BrokerPublisher {
  username: string
  password: string
  vhost: string
}

/** `amqp://user:password@host:port/vhost` → its credentials and virtual host (`/` when the path is empty). */
export function brokerPublisher(url: string): BrokerPublisher {
  const parsed = new URL(url)
  if (parsed.protocol !== 'amqp:' && parsed.protocol !== 'amqps:')
    throw new Error(`The broker URL must be amqp: or amqps:, not ${parsed.protocol}`)
  if (!parsed.username || !parsed.password)
    throw new Error('The broker URL must name the publisher: amqp://user:password@host:port')
  const path = parsed.pathname.replace(/^\//, '')
  return {
    username: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    vhost: path === '' ? '/' : decodeURIComponent(path),
  }
}
