import amqp, { type Channel, type ChannelModel } from 'amqplib'
import { type RealtimeWireMessage, wireBody } from '../realtime/hub'
import { brokerExchange, memberRoutingKey } from './contract'

export interface BrokerConnection {
  publish(customerId: string, message: RealtimeWireMessage): void
  close(): Promise<void>
}

/** Between two tries to reach a broker that went away. */
const reconnectMs = 1_000

/**
 * Connects to the broker over AMQP (Node only) and publishes member events to `amq.topic` as `user.<id>`. The
 * broker checks the publisher through the simulator's auth routes, so the simulator must be listening first; the
 * first connection failing rejects. A broker that goes away later (a restart) is tried again every second;
 * events meanwhile are dropped, as a broker drops them for a member not subscribed: the portal resyncs when its
 * own channel comes back, so nothing a member owns is lost with them.
 */
export async function connectBroker(url: string): Promise<BrokerConnection> {
  let connection: ChannelModel | null = null
  let channel: Channel | null = null
  let closed = false
  let retry: ReturnType<typeof setTimeout> | undefined

  async function open() {
    const opened = await amqp.connect(url)
    // An 'error' is followed by 'close': report it there, once.
    opened.on('error', () => undefined)
    opened.on('close', (error?: Error) => {
      connection = null
      channel = null
      if (closed) return
      console.error(`[simulator] the broker connection closed${error ? ` (${error.message})` : ''}; retrying`)
      again()
    })
    connection = opened
    channel = await opened.createChannel()
  }
  function again() {
    retry = setTimeout(() => open().catch(again), reconnectMs)
    retry.unref()
  }

  await open()
  return {
    publish(customerId, message) {
      channel?.publish(brokerExchange, memberRoutingKey(customerId), Buffer.from(wireBody(message)), {
        contentType: 'application/json',
      })
    },
    async close() {
      closed = true
      clearTimeout(retry)
      await connection?.close()
    },
  }
}
