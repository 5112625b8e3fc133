import type { SnapshotFrom } from 'xstate'
import type { ApiErrorKind } from '../../api/errors'
import type { Resource } from '../../api/schemas/system'
import { safeUrl } from '../../domain/safe-url'
import type { WhitelabelFlags } from '../../domain/whitelabel'
import { type Connect, defineConnect, defineIntents, type Send } from '../shared/intents'
import type { portalMachine } from './portal.machine'
import type { PortalEvent } from './portal.types'

export type PortalSnapshot = SnapshotFrom<typeof portalMachine>

export interface BootView {
  /** `invalidDomain`: the domain check says this address is not the merchant's (spec §8 "Invalid URL"). */
  status: 'loading' | 'maintenance' | 'blocked' | 'invalidDomain' | 'failed' | 'ready'
  /** ISO 8601 end of maintenance, when the server gave one. */
  maintenanceEnd: string | null
  /** The visitor's IP as the server saw it (shown on the blocked screen). */
  ip: string | null
  /** The address the domain check judged, as the server saw it (shown on the invalid-URL screen). */
  domain: string | null
  failure: ApiErrorKind | null
  flags: WhitelabelFlags | null
  /** App profiles, social links and customer service: only those whose address passes `safeUrl`, as vetted. */
  resources: readonly Resource[]
  language: string
}

function viewOfBoot(snapshot: PortalSnapshot): BootView {
  const { context } = snapshot
  const status = snapshot.matches('running')
    ? 'ready'
    : snapshot.matches('booting')
      ? 'loading'
      : (snapshot.value as 'maintenance' | 'blocked' | 'invalidDomain' | 'failed')
  return {
    status,
    maintenanceEnd: context.status?.maintenanceEnd ?? null,
    ip: context.status?.location.ip ?? null,
    domain: context.domain?.domain ?? null,
    failure: context.failure?.kind ?? null,
    flags: context.flags,
    resources: vettedResources(context.status?.info.resources ?? []),
    language: context.language,
  }
}

/** The resources whose address is a web address (links, QR codes, popups open them), with that address. */
function vettedResources(resources: readonly Resource[]): Resource[] {
  return resources.flatMap((resource) => {
    const url = safeUrl(resource.url)
    return url ? [{ ...resource, url }] : []
  })
}

/** What a view may ask of the boot flow. */
export const bootIntents = /* @__PURE__ */ defineIntents((send: Send<PortalEvent>) => ({
  retry: () => send({ type: 'boot.retry' }),
  changeLanguage: (language: string) => send({ type: 'language.change', language }),
}))

export type BootIntents = ReturnType<typeof bootIntents>

/** Snapshot → the view-model a boot view renders, with its intents bound to the actor's `send`. Pure. */
export const connectBoot: Connect<PortalSnapshot, PortalEvent, BootView & BootIntents> =
  /* @__PURE__ */ defineConnect(viewOfBoot, bootIntents)
