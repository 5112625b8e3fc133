import { assertEvent, assign, setup, spawnChild } from 'xstate'
import { toFailure } from '../../api/errors'
import type { DomainRoute } from '../../api/schemas/domain'
import type { SystemStatus } from '../../api/schemas/system'
import { decodeWhitelabel } from '../../domain/whitelabel'
import { sessionMachine } from '../session/session.machine'
import { actionNotProvided, notProvided } from '../shared/not-provided'
import type { PortalContext, PortalEvent, PortalInput } from './portal.types'

/**
 * How long boot waits for the domain check once started. The check is advisory (spec §8 "Domain check
 * invalid"): a slow answer must not keep players out, so past this the portal runs without it.
 */
const domainCheckBudgetMs = 5_000

/**
 * The root of the portal (spec §4, "System status at startup"): the status call runs before anything else;
 * maintenance → status 1, else a region restriction → status 2, else normal, where the session starts (and
 * restores a stored or URL-given token). Beside the status call, the domain check (spec §7
 * `/wps/system/domainRoute`): an answer saying the address is not the merchant's keeps the portal closed
 * (§8 "Invalid URL"); a failed, malformed or late answer does not. The language can change in any state.
 */
export const portalMachine = setup({
  types: {
    context: {} as PortalContext,
    events: {} as PortalEvent,
    input: {} as PortalInput,
  },
  actors: {
    loadStatus: notProvided<SystemStatus>('loadStatus'),
    checkDomain: notProvided<DomainRoute>('checkDomain'),
    tellServerLanguage: notProvided<unknown, { language: string }>('tellServerLanguage'),
    session: sessionMachine,
  },
  actions: {
    persistLanguage: actionNotProvided('persistLanguage') as (
      _: unknown,
      params: { language: string },
    ) => void,
    assignStatus: assign((_, status: SystemStatus) => ({
      status,
      flags: decodeWhitelabel(status.info.whitelabelVal),
      failure: null,
    })),
    assignDomain: assign((_, domain: DomainRoute) => ({ domain })),
    clearDomain: assign({ domain: null }),
  },
  guards: {
    isUnderMaintenance: (_, status: SystemStatus) => status.maintenance,
    isRegionBlocked: (_, status: SystemStatus) => status.regionRestriction,
    isDomainInvalid: ({ context }) => context.domain?.valid === false,
  },
}).createMachine({
  id: 'portal',
  context: ({ input }) => ({
    language: input.language,
    urlToken: input.urlToken ?? null,
    storedToken: input.storedToken ?? null,
    status: null,
    flags: null,
    failure: null,
    domain: null,
  }),
  initial: 'booting',
  on: {
    'language.change': {
      actions: [
        assign({ language: ({ event }) => event.language }),
        { type: 'persistLanguage', params: ({ event }) => ({ language: event.language }) },
        // Fire and forget: the server only records the preference; nothing waits for it or fails with it.
        spawnChild('tellServerLanguage', {
          input: ({ event }) => {
            assertEvent(event, 'language.change')
            return { language: event.language }
          },
        }),
      ],
    },
  },
  states: {
    // Both calls at once: the domain check adds no round trip. Maintenance or a region block does not wait
    // for it; a normal status does, within its budget.
    booting: {
      type: 'parallel',
      entry: 'clearDomain',
      states: {
        status: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadStatus',
                src: 'loadStatus',
                onDone: [
                  {
                    guard: { type: 'isUnderMaintenance', params: ({ event }) => event.output },
                    target: '#portal.maintenance',
                    actions: { type: 'assignStatus', params: ({ event }) => event.output },
                  },
                  {
                    guard: { type: 'isRegionBlocked', params: ({ event }) => event.output },
                    target: '#portal.blocked',
                    actions: { type: 'assignStatus', params: ({ event }) => event.output },
                  },
                  {
                    target: 'loaded',
                    actions: { type: 'assignStatus', params: ({ event }) => event.output },
                  },
                ],
                onError: {
                  target: '#portal.failed',
                  actions: assign({ failure: ({ event }) => toFailure(event.error, 'systemStatus') }),
                },
              },
            },
            loaded: { type: 'final' },
          },
        },
        domain: {
          initial: 'checking',
          states: {
            checking: {
              invoke: {
                id: 'checkDomain',
                src: 'checkDomain',
                onDone: {
                  target: 'checked',
                  actions: { type: 'assignDomain', params: ({ event }) => event.output },
                },
                // Advisory: a network blip or a malformed answer must not lock players out.
                onError: 'checked',
              },
              after: { [domainCheckBudgetMs]: 'checked' },
            },
            checked: { type: 'final' },
          },
        },
      },
      onDone: [{ guard: 'isDomainInvalid', target: 'invalidDomain' }, { target: 'running' }],
    },
    failed: { on: { 'boot.retry': 'booting' } },
    maintenance: { on: { 'boot.retry': 'booting' } },
    blocked: { on: { 'boot.retry': 'booting' } },
    invalidDomain: { on: { 'boot.retry': 'booting' } },
    running: {
      invoke: {
        id: 'session',
        src: 'session',
        input: ({ context }) => ({
          urlToken: context.urlToken,
          storedToken: context.storedToken,
        }),
      },
    },
  },
})
