import { devSurfaceRequest, type Simulator } from '@portal/simulator'
import { StepError } from './step-error'
import type { Step } from './steps'

type SimCall = Extract<Step, { sim: unknown }>['sim']

/** Calls the in-process simulator; a refusal (HTTP error or `success: false`) fails the step. */
export async function simCall(simulator: Simulator, call: SimCall): Promise<unknown> {
  const init: RequestInit = { method: call.method }
  if (call.body !== undefined) {
    init.body = JSON.stringify(call.body)
    init.headers = { 'content-type': 'application/json' }
  }
  const response = await simulator.fetch(new Request(`http://sim.test${call.path}`, init))
  const envelope = (await response.json().catch(() => null)) as {
    success?: boolean
    message?: string
    value?: unknown
  } | null
  if (!response.ok || envelope?.success === false)
    throw new StepError(
      `sim ${call.method} ${call.path} refused (${response.status}): ${envelope?.message ?? ''}`,
    )
  return envelope?.value
}

interface OutboxEntry {
  code: string
  countryDialingCode: string
}

/** The code last sent to `"<dialing code> <mobile>"`, waiting for it to reach the outbox. */
export async function readSmsCode(simulator: Simulator, to: string, timeoutMs: number): Promise<string> {
  const [countryCode = '', mobile = ''] = to.trim().replace(/^\+/, '').split(/\s+/)
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const response = await simulator.fetch(devSurfaceRequest('/sms-outbox'))
    const { value } = (await response.json()) as { value: Record<string, OutboxEntry | undefined> }
    const sent = value[mobile]
    if (sent && sent.countryDialingCode.replace(/^\+/, '') === countryCode) return sent.code
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new StepError(`no SMS to ${to} in the outbox within ${timeoutMs} ms`)
}
