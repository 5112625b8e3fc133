import { useBoot } from '@portal/react'

/**
 * Whether the header offers Register (spec §2 Header: "a register button shows when direct registration is
 * enabled", white-label flag DIRECTREG3). Before the flags are read it shows, so the header does not jump for
 * the usual operator; the simulator refuses a registration the flag turns off either way.
 */
export function useDirectRegistration(): boolean {
  return useBoot().flags?.DIRECTREG3 !== false
}
