import { expect, test } from 'vitest'
import { createSimulator, listen } from './index'

test('answers in-process and over HTTP alike', async () => {
  const simulator = createSimulator()
  const inProcess = await simulator.fetch(new Request('http://sim/wps/system/status'))
  const server = await listen(simulator)
  try {
    const overHttp = await fetch(`${server.url}/wps/system/status`)
    expect(await overHttp.json()).toEqual(await inProcess.json())
  } finally {
    await server.close()
  }
})
