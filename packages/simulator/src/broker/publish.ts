import amqp from 'amqplib'
import { type RealtimeWireMessage, wireBody } from '../realtime/hub'
import { brokerExchange, memberRoutingKey } from './contract'

export interface BrokerConnection {
  publish(customerId: string, message: RealtimeWireMessage): void
  close(): Promise<void>
}

/**
 * Connects to the broker over AMQP (Node only) and publishes member events to `amq.topic` as `user.<id>`.
 * The broker checks the publisher through the simulator's auth routes, so the simulator must be listening
 * first. A lost connection is reported once and later events are dropped: the portal resyncs when its own
 * channel comes back, so nothing a member owns is lost with them.
 */
export async function connectBroker(url: string): Promise<BrokerConnection> {
  const connection = await amqp.connect(url)
  const channel = await connection.createChannel()
  let open = true
  const lost = (error?: Error) => {
    if (!open) return
    open = false
    console.error(`[simulator] the broker connection closed${error ? `: ${error.message}` : ''}`)
  }
  connection.on('error', lost)
  connection.on('close', lost)
  return {
    publish(customerId, message) {
      if (!open) return
      channel.publish(brokerExchange, memberRoutingKey(customerId), Buffer.from(wireBody(message)), {
        contentType: 'application/json',
      })
    },
    async close() {
      if (!open) return
      open = false
      await connection.close()
    },
  }
}
