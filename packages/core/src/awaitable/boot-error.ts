import type { BootView } from '../flows/portal/portal.connect'

/**
 * Why the portal is not ready for the flows that need boot's answer (the login, registration, the launches):
 * `boot_not_ready` (asked before boot settled: `await whenBooted(portal)` first), or `boot_<status>` once boot
 * settled elsewhere than normal status (`boot_maintenance`, `boot_blocked`, `boot_invalidDomain`, `boot_failed`).
 */
export class BootError extends Error {
  override readonly name = 'BootError'
  constructor(readonly code: `boot_${Exclude<BootView['status'], 'ready'> | 'not_ready'}`) {
    // The code is the message: the portal's first script carries this class, so its words stay in the docs.
    super(code)
  }
}
