import { describe, expect } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../api/errors'
import type { OpenedAccount } from '../../api/schemas/agent-open'
import type { RegisterRules } from '../../api/schemas/system'
import { refusal } from '../../testing/fixtures'
import { cyclingRandom, testModel, testTransitionCoverage } from '../../testing/model'
import { connectAgentOpen } from './agent-open.connect'
import { agentOpenMachine } from './agent-open.machine'
import type { AgentOpenContext } from './agent-open.types'

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as AgentOpenContext
const view = (snapshot: AnyMachineSnapshot) => connectAgentOpen(snapshot as never)

const random = cyclingRandom()

const rule = (patternId: number, acceptedPattern: string, min: number, max: number) => ({
  enabled: true,
  required: true,
  patternId,
  acceptedPattern,
  min,
  max,
})
const rules: RegisterRules = {
  username: rule(1, '^[A-Za-z][A-Za-z0-9]*$', 6, 12),
  password: rule(5, '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$', 6, 20),
  // Not the agent's to fill in: left out of the form's checks.
  email: rule(3, '^[^@\\s]+@[^@\\s]+$', 6, 64),
}
const opened: OpenedAccount = {
  account: 'newbie01',
  accountType: 'agent',
  upline: 'agent01',
  registeredAt: '2026-03-18T12:00:00Z',
}

// The events an agent sends; after them a valid form (newbie01, Pass1234 twice) or an invalid one.
const events = (): AnyEventObject[] => [
  { type: 'agentOpen.change', field: 'username', value: 'newbie01' },
  { type: 'agentOpen.change', field: 'password', value: 'Pass1234' },
  { type: 'agentOpen.change', field: 'confirmPassword', value: 'Pass1234' },
  { type: 'agentOpen.change', field: 'username', value: '1x' },
  { type: 'agentOpen.chooseType', accountType: 'agent' },
  { type: 'agentOpen.submit' },
  { type: 'agentOpen.retry' },
]

describe('agent open-account model', () => {
  testModel(agentOpenMachine, {
    input: { random },
    events,
    outputs: { loadRules: [rules], openAccount: [opened] },
    errors: {
      loadRules: [new ApiError({ kind: 'network', endpoint: 'registerSettings' })],
      openAccount: [
        new ApiError({ kind: 'timeout', endpoint: 'openAccount' }),
        new ApiError({ kind: 'http', endpoint: 'openAccount', status: 500 }),
        refusal('openAccount', 'username_taken', { field: 'username' }),
      ],
    },
    rules: {
      'xstate.done.actor.loadRules': ({ after }) => {
        expect(contextOf(after).rules).toEqual(rules)
        expect(view(after)).toMatchObject({ status: 'ready', canSubmit: true, accountType: 'member' })
      },
      'xstate.error.actor.loadRules': ({ after }) => {
        expect(view(after)).toMatchObject({
          status: 'loadFailed',
          canRetry: true,
          failure: { code: 'network' },
        })
      },
      'agentOpen.change': ({ event, after }) => {
        expect(contextOf(after).fields[event.field as 'username']).toBe(event.value)
        expect(contextOf(after).fieldErrors[event.field as 'username']).toBeUndefined()
        // Any change is a new click: a key kept for Retry no longer applies.
        expect(contextOf(after).request).toBeNull()
        expect(after.matches('ready')).toBe(true)
      },
      'agentOpen.chooseType': ({ before, event, after }) => {
        expect(contextOf(after).accountType).toBe(event.accountType)
        expect(contextOf(after).fields).toEqual(contextOf(before).fields)
        expect(contextOf(after).request).toBeNull()
        expect(after.matches('ready')).toBe(true)
      },
      'agentOpen.submit': ({ before, after }) => {
        if (after.matches('sending')) {
          const request = contextOf(after).request
          expect(request).toMatchObject({
            username: 'newbie01',
            password: 'Pass1234',
            accountType: contextOf(before).accountType,
          })
          expect(request?.key).toMatch(/^[a-z0-9]{24}$/)
          expect(request?.key).not.toBe(contextOf(before).request?.key)
        } else {
          // Nothing sent: reasons beside the fields, and what was typed kept.
          expect(Object.keys(contextOf(after).fieldErrors).length).toBeGreaterThan(0)
          const typed = contextOf(before).fields.username
          expect(contextOf(after).fieldErrors.username).toEqual(
            typed === '' ? { code: 'required' } : { code: 'pattern.1', min: 6, max: 12 },
          )
          expect(contextOf(after).fields).toEqual(contextOf(before).fields)
        }
      },
      'agentOpen.retry': ({ before, after }) => {
        if (before.matches('loadFailed')) expect(after.matches('loading')).toBe(true)
        else {
          // The same click, the same key.
          expect(contextOf(after).request).toBe(contextOf(before).request)
          expect(after.matches('sending')).toBe(true)
        }
      },
      'xstate.done.actor.openAccount': ({ after }) => {
        expect(contextOf(after)).toMatchObject({
          opened,
          request: null,
          fields: { username: '', password: '', confirmPassword: '' },
        })
        expect(view(after)).toMatchObject({ status: 'ready', opened })
      },
      'xstate.error.actor.openAccount': ({ before, after }) => {
        const failure = contextOf(after).failure
        const shown = view(after)
        // The form keeps everything typed, whatever the failure.
        expect(contextOf(after).fields).toEqual(contextOf(before).fields)
        if (failure === null) {
          // A refusal of a field: beside it, translated by the app from its code; nothing kept to retry.
          expect(contextOf(after).fieldErrors.username).toMatchObject({
            code: 'username_taken',
            kind: 'business',
          })
          expect(contextOf(after).request).toBeNull()
          expect(shown).toMatchObject({ canRetry: false, canSubmit: true })
        } else if (failure.code === 'network') {
          // No answer: the click and its key are kept for Retry, and only Retry may send.
          expect(contextOf(after).request).toBe(contextOf(before).request)
          expect(shown).toMatchObject({ canRetry: true, canSubmit: false })
        } else expect(shown).toMatchObject({ canRetry: true, canSubmit: true })
      },
    },
  })
})

testTransitionCoverage(agentOpenMachine)
