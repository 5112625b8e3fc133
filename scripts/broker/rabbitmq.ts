import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { freePort } from '../free-port'

const run = promisify(execFile)

/**
 * Debian's RabbitMQ scripts (`apt-get install rabbitmq-server`; `.ci/run` installs it). Not /usr/sbin's wrappers:
 * as root they switch to the rabbitmq user, who could not write this node's temporary directory.
 */
const binDir = process.env.RABBITMQ_BIN_DIR ?? '/usr/lib/rabbitmq/bin'

export interface RabbitMq {
  /** Web-STOMP: `ws://127.0.0.1:<port>/ws`. */
  webStompUrl: string
  /** `amqp://user:password@127.0.0.1:<port>` for a publisher the auth hook knows. */
  amqpUrl(username: string, password: string): string
  /** Stops the broker's application and starts it again: every connection drops, as in a broker restart. */
  restart(): Promise<void>
  stop(): Promise<void>
}

/**
 * Starts a RabbitMQ node of its own, on loopback only, with Web-STOMP and the HTTP auth backend pointed at
 * `authUrl` (`<authUrl>/user`, `/vhost`, `/resource`, `/topic`); its configuration, data, logs and Erlang cookie
 * live in a temporary directory removed by `stop`. Resolves once the broker has booted (`rabbitmqctl
 * await_startup`); rejects with the reason and the log's tail when it cannot.
 */
export async function startRabbitMq(authUrl: string): Promise<RabbitMq> {
  const server = join(binDir, 'rabbitmq-server')
  if (!existsSync(server))
    throw new Error(`No RabbitMQ at ${server}: apt-get install rabbitmq-server (.ci/run installs it)`)
  const [amqpPort, webStompPort, distPort] = [await freePort(), await freePort(), await freePort()]
  const dir = mkdtempSync(join(tmpdir(), 'portal-rabbitmq-'))
  for (const sub of ['mnesia', 'log', 'home']) mkdirSync(join(dir, sub))
  writeFileSync(
    join(dir, 'rabbitmq.conf'),
    [
      `listeners.tcp.default = 127.0.0.1:${amqpPort}`,
      'web_stomp.tcp.ip = 127.0.0.1',
      `web_stomp.tcp.port = ${webStompPort}`,
      // Web-STOMP needs the STOMP plugin, not its TCP listener.
      'stomp.listeners.tcp = none',
      'auth_backends.1 = http',
      'auth_http.http_method = post',
      ...['user', 'vhost', 'resource', 'topic'].map(
        (check) => `auth_http.${check}_path = ${authUrl}/${check}`,
      ),
    ].join('\n'),
  )
  // What `rabbitmq-plugins enable --offline rabbitmq_web_stomp rabbitmq_auth_backend_http` writes, without
  // starting an Erlang VM for it.
  writeFileSync(join(dir, 'enabled_plugins'), '[rabbitmq_web_stomp,rabbitmq_auth_backend_http].\n')
  const nodename = `portal-broker-${process.pid}-${amqpPort}@localhost`
  const env = {
    ...process.env,
    HOME: join(dir, 'home'),
    RABBITMQ_NODENAME: nodename,
    RABBITMQ_CONFIG_FILE: join(dir, 'rabbitmq.conf'),
    RABBITMQ_ENABLED_PLUGINS_FILE: join(dir, 'enabled_plugins'),
    RABBITMQ_MNESIA_BASE: join(dir, 'mnesia'),
    RABBITMQ_LOG_BASE: join(dir, 'log'),
    RABBITMQ_PLUGINS_EXPAND_DIR: join(dir, 'plugins'),
    RABBITMQ_DIST_PORT: String(distPort),
  }
  const ctl = (...args: string[]) => run(join(binDir, 'rabbitmqctl'), args, { env, timeout: 120_000 })

  let output = ''
  const child: ChildProcess = spawn(server, [], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`rabbitmq-server exited (${code}) before it booted`))),
  )
  exited.catch(() => undefined)
  const cleanUp = () => rmSync(dir, { recursive: true, force: true })

  try {
    // await_startup gives up at once while the node has not registered yet: ask again until it answers.
    const deadline = Date.now() + 120_000
    for (;;) {
      const started = await Promise.race([
        ctl('await_startup', '--timeout', '90').then(
          () => true,
          () => false,
        ),
        exited,
      ])
      if (started) break
      if (Date.now() > deadline) throw new Error('rabbitmqctl await_startup: not up after 120 s')
      await new Promise((resolve) => setTimeout(resolve, 1_000))
    }
  } catch (error) {
    child.kill('SIGKILL')
    const log = join(dir, 'log', `${nodename}.log`)
    const tail = `${output}\n${existsSync(log) ? readFileSync(log, 'utf8') : ''}`.slice(-4_000)
    cleanUp()
    throw new Error(`RabbitMQ did not start: ${(error as Error).message}\n${tail}`)
  }

  return {
    webStompUrl: `ws://127.0.0.1:${webStompPort}/ws`,
    amqpUrl: (username, password) =>
      `amqp://${encodeURIComponent(username)}:${encodeURIComponent(password)}@127.0.0.1:${amqpPort}`,
    async restart() {
      await ctl('stop_app')
      await ctl('start_app')
      await ctl('await_startup', '--timeout', '90')
    },
    async stop() {
      try {
        await ctl('shutdown')
      } finally {
        if (child.exitCode === null) child.kill('SIGKILL')
        cleanUp()
      }
    },
  }
}
