import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ApiError } from '../../api/errors'
import { runs } from '../../dev/runs'
import { settle } from '../../testing/settle'
import { connectChangePassword } from './change-password.connect'
import { changePasswordMachine } from './change-password.machine'
import type { ChangePasswordEvent } from './change-password.types'

type Step = { event: ChangePasswordEvent } | { answer: 'ok' | 'refused' }

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    event: fc.oneof(
      fc.record({
        type: fc.constant('changePassword.change' as const),
        field: fc.constantFrom('oldPassword' as const, 'newPassword' as const, 'confirmNewPassword' as const),
        value: fc.constantFrom('', 'Demo1234', 'Fresh5678', 'short', 'no spaces!'),
      }),
      fc.constant({ type: 'changePassword.submit' as const }),
    ),
  }),
  fc.record({ answer: fc.constantFrom('ok' as const, 'refused' as const) }),
)

describe('change-password properties over random sequences', () => {
  test('the member reloads only after the server accepted; no submit while submitting; a valid form is what is sent', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.option(fc.constant('{secret}')),
        fc.array(step, { maxLength: 30 }),
        async (known, steps) => {
          const pending: { resolve: () => void; reject: (error: unknown) => void }[] = []
          const sent: { oldPassword: string; newPassword: string; confirmNewPassword: string }[] = []
          let accepted = 0
          let reloads = 0
          const actor = createActor(
            changePasswordMachine.provide({
              actors: {
                changePassword: fromPromise(({ input }) => {
                  sent.push(input)
                  return new Promise<void>((resolve, reject) => pending.push({ resolve, reject }))
                }),
              },
              actions: {
                reloadMember: () => {
                  reloads += 1
                },
              },
            }),
            { input: { knownOldPassword: known } },
          ).start()
          for (const s of steps) {
            if ('event' in s) actor.send(s.event)
            else {
              const call = pending.shift()
              if (call && s.answer === 'ok') {
                accepted += 1
                call.resolve()
              } else
                call?.reject(
                  new ApiError({ kind: 'business', endpoint: 'changePassword', code: 'wrong_old_password' }),
                )
            }
            await settle()
            expect(reloads).toBeLessThanOrEqual(accepted)
            const view = connectChangePassword(actor.getSnapshot())
            if (view.submitting) expect(view.canSubmit).toBe(false)
          }
          for (const request of sent) {
            expect(request.newPassword).toMatch(/^[A-Za-z0-9]{6,20}$/)
            expect(request.confirmNewPassword).toBe(request.newPassword)
            expect(request.oldPassword).toBe(known ?? request.oldPassword)
            expect(request.oldPassword.trim()).not.toBe('')
          }
          actor.stop()
        },
      ),
      { numRuns: runs.wiredFlows },
    )
  })
})
