import { assertEvent, assign, setup, spawnChild } from 'xstate'
import { toFailure } from '../../api/errors'
import type { SystemStatus } from '../../api/schemas/system'
import { decodeWhitelabel } from '../../domain/whitelabel'
import { sessionMachine } from '../session/session.machine'
import { actionNotProvided, notProvided } from '../shared/not-provided'
import type { PortalContext, PortalEvent, PortalInput } from './portal.types'

/**
 * The root of the portal (spec §4, "System status at startup"): the status call runs before anything else;
 * maintenance → status 1, else a region restriction → status 2, else normal, where the session starts (and
 * restores a stored or URL-given token). The language can change in any state.
 */
export const portalMachine = setup({
  types: {
    context: {} as PortalContext,
    events: {} as PortalEvent,
    input: {} as PortalInput,
  },
  actors: {
    loadStatus: notProvided<SystemStatus>('loadStatus'),
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
  },
  guards: {
    isUnderMaintenance: (_, status: SystemStatus) => status.maintenance,
    isRegionBlocked: (_, status: SystemStatus) => status.regionRestriction,
  },
}).createMachine({
  id: 'portal',
  context: ({ input }) => ({
    language: input.language,
    urlToken: input.urlToken ?? null,
    storedToken: input.storedToken ?? null,
    storedPasswordChange: input.storedPasswordChange ?? null,
    status: null,
    flags: null,
    failure: null,
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
    booting: {
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: [
          {
            guard: { type: 'isUnderMaintenance', params: ({ event }) => event.output },
            target: 'maintenance',
            actions: { type: 'assignStatus', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'isRegionBlocked', params: ({ event }) => event.output },
            target: 'blocked',
            actions: { type: 'assignStatus', params: ({ event }) => event.output },
          },
          { target: 'running', actions: { type: 'assignStatus', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => toFailure(event.error, 'systemStatus') }),
        },
      },
    },
    failed: { on: { 'boot.retry': 'booting' } },
    maintenance: { on: { 'boot.retry': 'booting' } },
    blocked: { on: { 'boot.retry': 'booting' } },
    running: {
      invoke: {
        id: 'session',
        src: 'session',
        input: ({ context }) => ({
          urlToken: context.urlToken,
          storedToken: context.storedToken,
          storedPasswordChange: context.storedPasswordChange,
        }),
      },
    },
  },
})
