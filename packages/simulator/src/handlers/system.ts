import { simulatorPublicKey } from '../crypto/simulator-key'
import type { Handle } from '../route'
import { seedResources } from '../seed/resources'
import { whitelabelTree } from '../seed/whitelabel'

export function systemHandlers(handle: Handle): void {
  handle('systemStatus', (_input, { store, origin, portalOrigin }) => {
    const { maintenance, regionBlocked, location, flags, registerRules } = store.state
    return {
      maintenance: maintenance.on,
      regionRestriction: regionBlocked,
      maintenanceEnd: maintenance.on ? maintenance.end : null,
      location,
      info: {
        domainRoute: origin,
        mainDomain: new URL(origin).host,
        resources: seedResources(origin, store.state.resources, store.state.hostileContent),
        whitelabelVal: whitelabelTree(flags),
        registerSettings: registerRules,
        analytics: { gtagId: null },
        imageCDNs: [`${origin}/sim/art`],
        // Game pages are addressed on the caller's origin (launch.ts): a page on another host than this server's (a
        // brand whose gateway is this server, across origins) finds its own host on the list too.
        launchGameCDNs: [
          `${origin}/sim/launch`,
          ...(new URL(portalOrigin).hostname === new URL(origin).hostname
            ? []
            : [`${portalOrigin}/sim/launch`]),
        ],
      },
    }
  })

  handle('rsaPublicKey', () => ({ publicKey: simulatorPublicKey }))
}
