import type { Simulator } from '@portal/simulator'
import { createHttpTransport } from '../api/http-transport'
import { defaultBrand } from '../config/brand'
import { createPortal, type Portal, type PortalOptions } from '../create-portal'
import { memoryStore } from '../ports/memory'

/**
 * A portal over the in-process simulator, built as the app builds it: the real ky transport (given the
 * simulator's fetch: HTTP semantics, no socket) and the real hybrid encryptor. Not started.
 */
export function simulatedPortal(
  simulator: Simulator,
  options: Partial<Omit<PortalOptions, 'transport'>> = {},
): Portal {
  const transport = createHttpTransport({
    baseUrl: 'http://sim.test',
    fetch: (request) => simulator.fetch(request),
    retry: { limit: 0 },
  })
  return createPortal({
    brand: defaultBrand,
    sessionStore: memoryStore(),
    localStore: memoryStore(),
    ...options,
    transport,
  })
}

/** The simulator's dev surface (`/__sim/…`), in-process. */
export function simulatorDev(simulator: Simulator) {
  async function get<T>(path: string): Promise<T> {
    const response = await simulator.fetch(new Request(`http://sim.test/__sim${path}`))
    return ((await response.json()) as { value: T }).value
  }
  async function post(path: string, body: unknown): Promise<void> {
    const response = await simulator.fetch(
      new Request(`http://sim.test/__sim${path}`, { method: 'POST', body: JSON.stringify(body) }),
    )
    if (!response.ok) throw new Error(`dev surface ${path}: HTTP ${response.status}`)
  }
  return {
    get,
    post,
    /** The latest SMS code sent to a mobile number. */
    smsCode: async (mobile: string) =>
      (await get<Record<string, { code: string }>>('/sms-outbox'))[mobile]?.code ?? '',
    /** The answer to the captcha the simulator served last. */
    captchaAnswer: async () => (await get<{ captchaAnswer: string }>('/state')).captchaAnswer,
  }
}
