import { assign, emit, setup } from 'xstate'
import { hasErrors } from '../../validation/issues'
import type { FlowEmitted } from '../shared/emitted'
import { type FlowFailure, flowFailure } from '../shared/failure'
import { actionNotProvided, notProvided } from '../shared/not-provided'
import { changePasswordRequest, validateChangePassword } from './change-password.rules'
import type {
  ChangePasswordContext,
  ChangePasswordEvent,
  ChangePasswordInput,
  ChangePasswordRequestInput,
} from './change-password.types'

/**
 * Change password (spec §4): validate, the change-password call, then reload the member, close and go to /.
 * Reached after a forced change at sign-in (the old password is then known) or from the member centre.
 */
export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as ChangePasswordInput,
    emitted: {} as FlowEmitted,
  },
  actors: {
    changePassword: notProvided<unknown, ChangePasswordRequestInput>('changePassword'),
  },
  actions: {
    /** Tells the session the forced change is over, and announces `member.changed`: the session reloads. */
    reloadMember: actionNotProvided('reloadMember'),
    assignField: assign(({ context, event }) =>
      event.type === 'changePassword.change'
        ? { fields: { ...context.fields, [event.field]: event.value } }
        : {},
    ),
    assignFieldErrors: assign(({ context }) => ({ fieldErrors: validateChangePassword(context) })),
    startAttempt: assign({ fieldErrors: {}, failure: null }),
    assignFailure: assign((_, failure: FlowFailure) => ({ failure })),
    /** Done with the password: nothing in memory holds it past the change. */
    forgetPasswords: assign({
      knownOldPassword: null,
      fields: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    }),
    noticeChanged: emit({ type: 'notice', code: 'password.changed' } as const),
    goHome: emit({ type: 'navigate', to: '/', replace: true } as const),
  },
  guards: {
    hasFieldErrors: ({ context }) => hasErrors(validateChangePassword(context)),
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({
    knownOldPassword: input.knownOldPassword || null,
    fields: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    fieldErrors: {},
    failure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'changePassword.change': { actions: 'assignField' },
        'changePassword.submit': [
          { guard: 'hasFieldErrors', actions: 'assignFieldErrors' },
          { target: 'submitting', actions: 'startAttempt' },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => changePasswordRequest(context),
        onDone: {
          target: 'changed',
          actions: ['forgetPasswords', 'reloadMember', 'noticeChanged', 'goHome'],
        },
        onError: {
          target: 'editing',
          actions: { type: 'assignFailure', params: ({ event }) => flowFailure(event.error) },
        },
      },
    },
    changed: { type: 'final' },
  },
})
