import { beforeEach, describe, expect } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { networkDown, refusal } from '../../testing/fixtures'
import { type RuleStep, testModel, testTransitionCoverage } from '../../testing/model'
import { connectTwoFactor } from './two-factor.connect'
import { twoFactorMachine } from './two-factor.machine'
import type { TwoFactorContext } from './two-factor.types'

/** Changes announced (`afterChange`), with the context they were announced from: a rule finds its own step's. */
const changes: unknown[] = []
const machine = twoFactorMachine.provide({
  actions: { afterChange: ({ context }) => void changes.push(context) },
})
beforeEach(() => {
  changes.length = 0
})
const connect = connectTwoFactor('Brand')
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as TwoFactorContext
const secret = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
  account: 'member01',
  algorithm: 'SHA1',
  digits: 6,
  period: 30,
}
const refused = refusal('verifyAuthenticator', 'wrong_authenticator_code', { field: 'code' })

/** Type a bad code and a good one, and ask everything at any point. */
const events = (): AnyEventObject[] => [
  { type: 'twoFactor.bind' },
  { type: 'twoFactor.cancel' },
  { type: 'twoFactor.retry' },
  { type: 'twoFactor.submit' },
  { type: 'twoFactor.change', code: '12ab' },
  { type: 'twoFactor.change', code: '246810' },
]

/** A verification went through: the code and the secret leave the screen, the summary is told once. */
const verified = (changed: 'enabled' | 'disabled', target: string) => (step: RuleStep) => {
  expect(step.after.value).toBe(target)
  expect(contextOf(step.after)).toMatchObject({ changed, secret: null, code: '', failure: null })
  expect(changes.filter((context) => context === step.after.context)).toHaveLength(1)
}

/** A request failed: back where it was asked, the code as typed, the reason said. */
const refusedBack = (target: string) => (step: RuleStep) => {
  expect(step.after.value).toBe(target)
  expect(contextOf(step.after).code).toBe(contextOf(step.before).code)
  expect(connect(step.after as never).failure).not.toBeNull()
  expect(changes).not.toContain(step.after.context)
}

describe('two-factor model', () => {
  testModel(machine, {
    events,
    outputs: { loadStatus: [{ enabled: false }, { enabled: true }], issueSecret: [secret], verify: [null] },
    errors: { loadStatus: [networkDown], issueSecret: [networkDown], verify: [refused, networkDown] },
    rules: {
      'xstate.done.actor.loadStatus': (step) => {
        const { enabled } = (step.event as AnyEventObject & { output: { enabled: boolean } }).output
        expect(step.after.value).toBe(enabled ? 'on' : 'off')
        expect(connect(step.after as never).enabled).toBe(enabled)
      },
      'xstate.error.actor.loadStatus': (step) =>
        expect(connect(step.after as never)).toMatchObject({
          status: 'failed',
          failure: { kind: 'network' },
        }),
      'twoFactor.retry': (step) => expect(step.after.value).toBe('loading'),
      'twoFactor.bind': (step) => {
        expect(step.before.value).toBe('off')
        expect(connect(step.after as never)).toMatchObject({ status: 'issuing', busy: true, failure: null })
      },
      'xstate.done.actor.issueSecret': (step) => {
        // The app is given the address and the secret in fours; nothing is typed yet.
        const view = connect(step.after as never)
        expect(view.binding?.uri).toMatch(
          /^otpauth:\/\/totp\/Brand:member01\?secret=JBSWY3DPEHPK3PXPJBSWY3DP&/,
        )
        expect(view.binding?.groups.join('')).toBe(secret.secret)
        expect(view.code).toBe('')
      },
      'xstate.error.actor.issueSecret': refusedBack('off'),
      'twoFactor.cancel': (step) => {
        expect(step.before.value).toBe('binding')
        expect(contextOf(step.after)).toMatchObject({ secret: null, code: '' })
      },
      'twoFactor.change': (step) => {
        const { code } = step.event as AnyEventObject & { code: string }
        expect(contextOf(step.after)).toMatchObject({ code, codeIssue: null, failure: null, changed: null })
        expect(step.after.value).toBe(step.before.value)
      },
      'twoFactor.submit': (step) => {
        // Six digits or no request, with the rule's reason.
        const { code } = contextOf(step.before)
        if (/^\d{6}$/.test(code))
          expect(step.after.value).toBe(step.before.value === 'on' ? 'disabling' : 'enabling')
        else {
          expect(step.after.value).toBe(step.before.value)
          expect(contextOf(step.after).codeIssue).not.toBeNull()
        }
      },
      'xstate.done.actor.verify': (step) =>
        step.before.value === 'enabling'
          ? verified('enabled', 'on')(step)
          : verified('disabled', 'off')(step),
      'xstate.error.actor.verify': (step) =>
        refusedBack(step.before.value === 'enabling' ? 'binding' : 'on')(step),
    },
  })
})

testTransitionCoverage(machine)
