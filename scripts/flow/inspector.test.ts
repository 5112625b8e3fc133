import { connect } from 'node:net'
import { networkInterfaces } from 'node:os'
import { createSimulator } from '@portal/simulator'
import { createWebSocketReceiver, type StatelyInspectionEvent } from '@statelyai/inspect'
import { afterEach, expect, test } from 'vitest'
import { connectInspector } from '../../packages/core/src/dev'
import { freePort } from '../free-port'
import { availableFlows } from './flows'
import { createLoopbackInspectorServer } from './inspector-server'
import { palette } from './palette'
import { createRun, runSteps } from './runner'
import { statelyLog } from './stately-log'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

async function until(check: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

test('a real portal run reaches the local inspector server over a websocket, and reads as a log', async () => {
  const port = await freePort()
  const server = await createLoopbackInspectorServer(port)
  cleanups.push(() => server.stop())
  const url = `ws://127.0.0.1:${port}`

  // The run first, the receiver after: the server replays what it relayed to a client that joins late.
  const flow = availableFlows().portal
  if (!flow) throw new Error('no portal flow')
  const paint = palette(false)
  const flowRun = createRun({
    flow,
    simulator: createSimulator(),
    write: () => {},
    paint,
    inspect: connectInspector(url),
  })
  cleanups.push(() => flowRun.stop())
  expect(await runSteps(flowRun, [{ wait: 'session.anonymous' }], () => {}, paint)).toBe(true)

  await new Promise((resolve) => setTimeout(resolve, 300))
  const received: StatelyInspectionEvent[] = []
  const lines: string[] = []
  const toLine = statelyLog(paint)
  createWebSocketReceiver({ server: url }).subscribe((event) => {
    received.push(event)
    const line = toLine(event)
    if (line) lines.push(line)
  })
  await until(() => lines.some((line) => line.startsWith('session         ▸')))

  expect(received.find((event) => event.type === '@xstate.actor')).toMatchObject({ name: 'portal' })
  expect(lines).toEqual(
    expect.arrayContaining([
      'portal          ● started',
      expect.stringMatching(/^portal +▸ booting\.domain\.checking \| status\.loading {2}language="TW"$/),
      expect.stringMatching(/^portal +▸ running /),
      'session         ● started by portal',
      'session         ▸ anonymous',
    ]),
  )
})

test('the inspector server listens on loopback only: events carry tokens', async () => {
  const server = await createLoopbackInspectorServer(await freePort())
  cleanups.push(() => server.stop())
  const reaches = (host: string) =>
    new Promise<boolean>((resolve) => {
      const socket = connect(server.port, host)
      socket.once('connect', () => resolve(socket.end() !== undefined))
      socket.once('error', () => resolve(false))
    })
  expect(await reaches('127.0.0.1')).toBe(true)
  const outward = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal)
  if (outward) expect(await reaches(outward.address)).toBe(false)
})
