import type { ApiFailure } from '../../api/errors'
import type { DomainRoute } from '../../api/schemas/domain'
import type { SystemStatus } from '../../api/schemas/system'
import type { WhitelabelFlags } from '../../domain/whitelabel'

export interface PortalInput {
  /** Product language code in force at start (stored choice, else the brand's default). */
  language: string
  /** Session token given in the URL (`?token=`), if any: only offered, taken once the visitor confirms (issue 31). */
  urlToken?: string | null
  /** Session token kept in the session store, if any. */
  storedToken?: string | null
}

export interface PortalContext {
  language: string
  urlToken: string | null
  storedToken: string | null
  status: SystemStatus | null
  flags: WhitelabelFlags | null
  failure: ApiFailure | null
  /** The domain check's answer in this boot; null until it comes, or when it failed or came too late. */
  domain: DomainRoute | null
}

export type PortalEvent =
  /** Ask the server again (after a failure, to see whether maintenance is over, or the domain was fixed). */
  | { type: 'boot.retry' }
  /** The user picked a language (a product code: EN, CN, TW, …). */
  | { type: 'language.change'; language: string }
