import type { Portal } from '../create-portal'
import type { WhitelabelFlags } from '../domain/whitelabel'
import { connectBoot } from '../flows/portal/portal.connect'
import { BootError } from './boot-error'
import { type WaitOptions, waitForFlow } from './wait-for-flow'

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
