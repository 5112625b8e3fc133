import { endpoints } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { demoPassword } from './seed/members'
import { createSimulator } from './simulator'
import { apiError, codeOf, signIn, testClient } from './testing/client'
import { dev } from './testing/dev'

// Security questions (issue 32, docs/api.md "Platform obligations"), over the simulator's HTTP handler.

async function member(account: string) {
  const simulator = createSimulator()
  await dev(simulator, '/accounts', { account })
  const client = testClient(simulator)
  await signIn(client, account, demoPassword)
  return client
}

const answers = { question1: 'birthCity', answer1: 'Hanoi', question2: 'firstPet', answer2: 'Mochi' }

describe('security questions', () => {
  test('two different questions are answered with the login password; the answers never come back', async () => {
    const client = await member('quest01')
    const offered = await client.call(endpoints.securityQuestions, undefined)
    expect(offered.chosen).toEqual([])
    expect(offered.questions.map((q) => q.id)).toContain('birthCity')

    const saved = await client.call(endpoints.setSecurityQuestions, {
      ...answers,
      loginPassword: demoPassword,
    })
    expect(saved.chosen).toEqual(['birthCity', 'firstPet'])
    const read = await client.call(endpoints.securityQuestions, undefined)
    expect(read.chosen).toEqual(['birthCity', 'firstPet'])
    expect(JSON.stringify(read)).not.toMatch(/hanoi|mochi/i)
  })

  test('refused: a wrong login password (counted), the same question twice, a question not offered', async () => {
    const client = await member('quest02')
    expect(
      await apiError(client.call(endpoints.setSecurityQuestions, { ...answers, loginPassword: 'nope1234' })),
    ).toMatchObject({ code: 'wrong_login_password', value: { field: 'loginPassword' } })
    expect(
      await apiError(
        client.call(endpoints.setSecurityQuestions, {
          ...answers,
          question2: 'birthCity',
          loginPassword: demoPassword,
        }),
      ),
    ).toMatchObject({ code: 'duplicate_question', value: { field: 'question2' } })
    expect(
      await apiError(
        client.call(endpoints.setSecurityQuestions, {
          ...answers,
          question1: 'mothersMaidenName',
          loginPassword: demoPassword,
        }),
      ),
    ).toMatchObject({ code: 'unknown_question', value: { field: 'question1' } })
    expect((await client.call(endpoints.securityQuestions, undefined)).chosen).toEqual([])
    // Two more wrong passwords reach the sign-in's threshold: the step-up stops until the member signs in again.
    for (let attempt = 0; attempt < 2; attempt += 1)
      await apiError(client.call(endpoints.setSecurityQuestions, { ...answers, loginPassword: 'nope1234' }))
    expect(
      await codeOf(client.call(endpoints.setSecurityQuestions, { ...answers, loginPassword: demoPassword })),
    ).toBe('login_password_locked')
  })
})
