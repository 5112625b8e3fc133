import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ApiError } from '../../api/errors'
import { refusal } from '../../testing/fixtures'
import { checkMachine, visited } from '../../testing/machine-property'
import { connectTwoFactor } from './two-factor.connect'
import { twoFactorMachine } from './two-factor.machine'
import type { TwoFactorContext } from './two-factor.types'

const secret = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
  account: 'member01',
  algorithm: 'SHA1',
  digits: 6,
  period: 30,
}
const connect = connectTwoFactor('Brand')
const machine = twoFactorMachine.provide({ actions: { afterChange: () => undefined } })

const events = fc.oneof(
  fc.constantFrom(
    { type: 'twoFactor.bind' },
    { type: 'twoFactor.cancel' },
    { type: 'twoFactor.submit' },
    { type: 'twoFactor.retry' },
  ),
  fc.constantFrom('', '12345', '123456', ' 654321 ', 'abcdef', '1234567').map((code) => ({
    type: 'twoFactor.change',
    code,
  })),
)

describe('two-factor properties over random codes, clicks and answers', () => {
  test('one request at a time; a verification only ever sends six digits, for the state it is in', async () => {
    const visits = await checkMachine({
      machine,
      events,
      outputs: { loadStatus: [{ enabled: false }, { enabled: true }], issueSecret: [secret], verify: [null] },
      errors: {
        loadStatus: [new ApiError({ kind: 'timeout', endpoint: 'authenticatorStatus' })],
        issueSecret: [
          new ApiError({ kind: 'business', endpoint: 'bindAuthenticator', code: 'authenticator_on' }),
        ],
        verify: [
          refusal('verifyAuthenticator', 'authenticator_code_used'),
          new ApiError({ kind: 'network', endpoint: 'verifyAuthenticator' }),
        ],
      },
      check: ({ before, after, started, pending }) => {
        expect(pending.length).toBeLessThanOrEqual(1)
        for (const call of started.filter((c) => c.id === 'verify')) {
          const { purpose, code } = call.input as { purpose: string; code: string }
          expect(code).toMatch(/^\d{6}$/)
          expect(purpose).toBe(before.matches('on') ? 'disable' : 'enable')
        }
        const view = connect(after as never)
        const is = after.context as TwoFactorContext
        // The secret is on screen only while binding; the QR address always carries it.
        if (view.binding) expect(view.binding.uri).toContain(`secret=${is.secret?.secret}`)
        else expect(['binding', 'enabling']).not.toContain(view.status)
        expect(view.busy).toBe(pending.length === 1)
      },
    })
    expect(visited(visits, 'binding')).toBe(true)
    expect(visited(visits, 'disabling')).toBe(true)
  }, 120_000)
})
