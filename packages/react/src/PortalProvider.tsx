import type { Portal } from '@portal/core'
import { createContext, type ReactNode, use } from 'react'

const PortalContext = createContext<Portal | null>(null)

/** Holds the portal the app created (and started) before rendering; it neither creates nor fetches anything. */
export function PortalProvider({ portal, children }: { portal: Portal; children: ReactNode }) {
  return <PortalContext value={portal}>{children}</PortalContext>
}

export function usePortal(): Portal {
  const portal = use(PortalContext)
  if (!portal) throw new Error('usePortal needs a <PortalProvider> above it')
  return portal
}
