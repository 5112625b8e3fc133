import type { Portal } from '../create-portal'
import type { WhitelabelFlags } from '../domain/whitelabel'
import { type BootView, connectBoot } from '../flows/portal/portal.connect'
import { type WaitOptions, waitForFlow } from './wait-for-flow'

/**
 * Why the portal is not ready for the flows that need boot's answer (the login, registration, the launches):
 * `boot_not_ready` (asked before boot settled: `await whenBooted(portal)` first), or `boot_<status>` once boot
 * settled elsewhere than normal status (`boot_maintenance`, `boot_blocked`, `boot_invalidDomain`, `boot_failed`).
 */
export class BootError extends Error {
  override readonly name = 'BootError'
  constructor(readonly code: `boot_${Exclude<BootView['status'], 'ready'> | 'not_ready'}`) {
    super(
      code === 'boot_not_ready'
        ? 'the flow needs boot to have reached normal status: await whenBooted(portal) before asking for it'
        : `the portal did not boot: ${code}`,
    )
  }
}

/**
 * Waits for the portal's boot to settle. Resolves with the brand's white-label flags once it reached normal
 * status, after which the login, registration and launch flows can be created; rejects with `BootError`
 * (`boot_maintenance`…) when it settled elsewhere, or `FlowTimeoutError`.
 */
export async function whenBooted(portal: Portal, options: WaitOptions = {}): Promise<WhitelabelFlags> {
  const booted = await waitForFlow(
    portal.actor,
    (snapshot) => connectBoot(snapshot).status !== 'loading',
    options,
  )
  const { status } = connectBoot(booted)
  const { flags } = booted.context
  if (status === 'loading' || status === 'ready') {
    if (flags) return flags
    throw new BootError('boot_not_ready')
  }
  throw new BootError(`boot_${status}`)
}
