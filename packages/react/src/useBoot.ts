import { type BootIntents, type BootView, connectBoot } from '@portal/core'
import { usePortal } from './PortalProvider'
import { useView } from './useView'

/** Boot (status, flags, language) and what a view may ask of it: retry, change the language. */
export function useBoot(): BootView & BootIntents {
  return useView(usePortal().actor, connectBoot)
}
