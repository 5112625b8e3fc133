import type { SecurityConfig } from '../../api/schemas/member-centre'
import {
  connectResource,
  type ResourceEvent,
  type ResourceIntents,
  type ResourceSnapshot,
  type ResourceView,
} from '../../catalogue/resource.machine'
import type { Send } from '../shared/intents'
import { type SecurityCheck, securityChecklist, securityLevel, securityScore } from './security.rules'

export interface SecurityView extends ResourceView<SecurityConfig>, ResourceIntents {
  checks: SecurityCheck[]
  score: number
  level: 'weak' | 'fair' | 'strong'
}

/** The security centre's summary: the checklist, the score and its level. Pure. */
export function connectSecurity(
  snapshot: ResourceSnapshot | undefined,
  send?: Send<ResourceEvent>,
): SecurityView {
  const resource = connectResource<SecurityConfig>(snapshot, send)
  const checks = resource.data ? securityChecklist(resource.data) : []
  const score = securityScore(checks)
  return { ...resource, checks, score, level: securityLevel(score) }
}
