import { simulatorPublicKey } from '../crypto/simulator-key'
import type { Handle } from '../route'
import { seedResources } from '../seed/resources'
import { whitelabelTree } from '../seed/whitelabel'

export function systemHandlers(handle: Handle): void {
  handle('systemStatus', (_input, { store, origin }) => {
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
        launchGameCDNs: [`${origin}/sim/launch`],
      },
    }
  })

  handle('rsaPublicKey', () => ({ publicKey: simulatorPublicKey }))
}
