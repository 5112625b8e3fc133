import { describe, expect, expectTypeOf, test } from 'vitest'
import { fromPromise } from 'xstate'
import { changePasswordMachine } from '../change-password/change-password.machine'
import { loginMachine } from './login.machine'
import type { SubmitLoginInput } from './login.types'

/**
 * Type tests, checked by `tsc -b` (tsconfig.test.json): `.provide()` takes only implementations of the declared
 * shape. Each `@ts-expect-error` fails the type check if the wrong implementation were ever accepted.
 */
describe('provide() is typed by the machines', () => {
  test('the login call must answer a login response', () => {
    const wrongOutput = fromPromise(async () => 42)
    // @ts-expect-error a number is not a LoginResponse
    const rejected = () => loginMachine.provide({ actors: { submitLogin: wrongOutput } })
    const right = fromPromise(async ({ input }: { input: SubmitLoginInput }) => ({
      token: input.username,
      firstTimeLogin: false,
      passwordExpired: false,
    }))
    expect(loginMachine.provide({ actors: { submitLogin: right } })).toBeDefined()
    expectTypeOf(rejected).toBeFunction()
  })

  test('startSession receives the token and the first-login flag', () => {
    const bareToken = (_: unknown, token: string) => token
    // @ts-expect-error the params are { token, firstLogin }, not a bare string
    const rejected = () => loginMachine.provide({ actions: { startSession: bareToken } })
    expect(
      loginMachine.provide({
        actions: { startSession: (_, { token, firstLogin }) => void [token, firstLogin] },
      }),
    ).toBeDefined()
    expectTypeOf(rejected).toBeFunction()
  })

  test('an unknown implementation name is refused', () => {
    // @ts-expect-error the login machine declares no `savePassword` action, so nothing can be wired to store it
    const rejected = () => loginMachine.provide({ actions: { savePassword: () => {} } })
    expectTypeOf(rejected).toBeFunction()
  })

  test('the change-password call receives the payload of the contract', () => {
    const wrongInput = fromPromise(async ({ input }: { input: { password: number } }) => input.password)
    // @ts-expect-error the input is { oldPassword, newPassword, confirmNewPassword }
    const rejected = () => changePasswordMachine.provide({ actors: { changePassword: wrongInput } })
    expectTypeOf(rejected).toBeFunction()
  })
})
