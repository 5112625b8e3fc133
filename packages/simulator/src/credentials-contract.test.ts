import { endpoints } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { createSimulator } from './simulator'
import { apiError, testClient } from './testing/client'

// The platform's obligations on credentials (issue 31, docs/api.md "Platform obligations"): each rule a test
// over the simulator's HTTP handler, through the portal's own client.

const password = 'Demo1234'

describe('wrong passwords are counted per account, however the account is typed', () => {
  test('the mobile number typed three ways is one account: the third failure asks for the captcha', async () => {
    const client = testClient(createSimulator())
    // mobile01's number, 84 912345678: with a leading zero, with spaces, and in the international form.
    const typings = ['0912345678', '912 345 678', '+84 912 345 678']
    const answers = []
    for (const username of typings)
      answers.push(
        await apiError(client.call(endpoints.login, { username, password: 'Wrong999', type: 'username' })),
      )
    expect(answers.map((error) => error.code)).toEqual([
      'wrong_credentials',
      'wrong_credentials',
      'wrong_credentials',
    ])
    expect(answers[2]?.value).toMatchObject({ captcha: true })
    // The account name itself is the same account: the captcha is owed there too.
    expect(
      await apiError(client.call(endpoints.login, { username: 'MOBILE01', password, type: 'username' })),
    ).toMatchObject({ code: 'captcha_required' })
  })

  test('an unknown identifier is counted by its normalised form and answers as a known one does', async () => {
    const client = testClient(createSimulator())
    const typings = ['0987 654 321', '987654321', '0987-654-321']
    const codes = []
    for (const username of typings)
      codes.push(
        (await apiError(client.call(endpoints.login, { username, password: 'Wrong999', type: 'username' })))
          .value,
      )
    expect(codes).toEqual([undefined, undefined, { captcha: true }])
    expect(
      await apiError(client.call(endpoints.login, { username: '987654321', password, type: 'username' })),
    ).toMatchObject({ code: 'captcha_required' })
  })
})
