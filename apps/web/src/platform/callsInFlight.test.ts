import type { TransportRequest } from '@portal/core'
import { expect, test } from 'vitest'
import { countCalls, whenCallsQuiet } from './callsInFlight'

test('quiet once every call has its answer, failed ones included', async () => {
  const answers: Array<{ resolve(value: unknown): void; reject(error: Error): void }> = []
  const transport = countCalls(() => new Promise((resolve, reject) => answers.push({ resolve, reject })))
  const request = {} as TransportRequest
  const first = transport(request)
  const second = transport(request).catch((error: Error) => error.message)
  let quiet = false
  void whenCallsQuiet().then(() => {
    quiet = true
  })
  answers[0]?.resolve('status')
  await expect(first).resolves.toBe('status')
  expect(quiet).toBe(false)
  answers[1]?.reject(new Error('offline'))
  await expect(second).resolves.toBe('offline')
  await Promise.resolve()
  expect(quiet).toBe(true)
  await expect(whenCallsQuiet()).resolves.toBeUndefined()
})
