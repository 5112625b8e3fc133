import { ApiError } from '../api/errors'
import type { MemberInfo } from '../api/schemas/session'
import type { SystemStatus } from '../api/schemas/system'

export const member: MemberInfo = { id: 1, account: 'player01', nickname: 'Player', type: 0 }
export const agent: MemberInfo = { id: 2, account: 'agent01', nickname: 'Agent', type: 1 }
export const trial: MemberInfo = { id: 3, account: 'trial01', nickname: 'Guest', type: 4 }

export const unauthorized = new ApiError({ kind: 'unauthorized', endpoint: 'memberInfo', status: 401 })
export const networkDown = new ApiError({ kind: 'network', endpoint: 'memberInfo' })

/** The platform's business refusal of a call, as the transport raises it: its code and what its `value` names. */
export const refusal = (endpoint: string, code: string, value?: unknown) =>
  new ApiError({ kind: 'business', endpoint, code, value })

export function status(overrides: Partial<SystemStatus> = {}): SystemStatus {
  return {
    maintenance: false,
    regionRestriction: false,
    maintenanceEnd: null,
    location: { ip: '203.0.113.7' },
    info: {
      resources: [],
      whitelabelVal: [{ modId: 'USERNAMEREG3', enabled: '1' }],
      imageCDNs: [],
      launchGameCDNs: [],
    },
    ...overrides,
  }
}
