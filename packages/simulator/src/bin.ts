#!/usr/bin/env node
/**
 * `npx @portal/simulator [--port 8080] [--seed 20181024] [--broker amqp://user:password@host:5672]
 * [--allow-origin https://brand.example]...`: serves the simulated back end over HTTP on loopback until interrupted. A
 * front end points its transport's base URL at the printed address. With `--broker`, member events also go to that
 * RabbitMQ broker (docs/realtime-broker.md); pages of each `--allow-origin` may call it (CORS), never `/__sim`.
 */
import { parseArgs } from 'node:util'
import { listen } from './listen'
import { createSimulator } from './simulator'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    seed: { type: 'string' },
    broker: { type: 'string' },
    'allow-origin': { type: 'string', multiple: true, default: [] },
    help: { type: 'boolean', default: false },
  },
})

if (values.help) {
  console.log(
    [
      'Usage: portal-simulator [--port 8080] [--seed <integer>] [--broker amqp://user:password@host:5672]',
      '                        [--allow-origin <origin>]...',
      'Serves the simulator on http://127.0.0.1:<port>; --broker also publishes member events to RabbitMQ,',
      'whose HTTP auth backend asks http://127.0.0.1:<port>/broker/auth/{user,vhost,resource,topic};',
      'pages of each --allow-origin may call it (CORS), never /__sim.',
    ].join('\n'),
  )
} else {
  const port = Number(values.port)
  const seed = values.seed === undefined ? undefined : Number(values.seed)
  if (
    !Number.isInteger(port) ||
    port < 0 ||
    port > 65535 ||
    (seed !== undefined && !Number.isInteger(seed))
  ) {
    console.error('--port must be 0–65535 and --seed an integer.')
    process.exitCode = 2
  } else {
    const server = await listen(
      createSimulator({
        ...(seed === undefined ? {} : { seed }),
        ...(values.broker === undefined ? {} : { broker: values.broker }),
        allowOrigins: values['allow-origin'],
      }),
      port,
    )
    console.log(`Simulator listening on ${server.url}/ (dev surface under /__sim)`)
    const stop = async () => {
      await server.close()
      process.exit(0)
    }
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
  }
}
