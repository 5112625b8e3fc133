import { endpoints } from '@portal/core'
import { describe, expect, test } from 'vitest'
import { demoFundPassword, demoPassword } from './seed/members'
import { createSimulator } from './simulator'
import { apiError, codeOf, signIn, testClient } from './testing/client'
import { dev } from './testing/dev'

// Identity verification (issue 32, docs/api.md "Platform obligations"), over the simulator's HTTP handler.

const image = (type: string, text: string) =>
  `data:image/${type};base64,${Buffer.from(text).toString('base64')}`
const sides = { front: image('png', 'front of the card'), back: image('jpeg', 'back of the card') }
/** Decodes to exactly 5 MB: one byte too many. */
const fiveMegabytes = `data:image/png;base64,${'A'.repeat(((5 * 1024 * 1024) / 3) * 4 + 4)}`

async function member(account: string) {
  const simulator = createSimulator()
  await dev(simulator, '/accounts', { account })
  const client = testClient(simulator)
  await signIn(client, account, demoPassword)
  return { simulator, client }
}

describe('identity verification', () => {
  test('both sides go to review; the back office rejects with a reason, the member sends again, it approves', async () => {
    const { simulator, client } = await member('ident01')
    expect(await client.call(endpoints.identityVerification, undefined)).toMatchObject({
      status: 'none',
      reason: null,
      requiredForWithdrawal: false,
    })
    const sent = await client.call(endpoints.uploadIdentityImages, sides)
    expect(sent).toMatchObject({ status: 'pending', reason: null })
    expect(sent.submittedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    // Nothing replaces an ID under review.
    expect(await codeOf(client.call(endpoints.uploadIdentityImages, sides))).toBe('identity_pending')
    expect(await dev(simulator, '/identity?account=ident01')).toMatchObject({
      status: 'pending',
      frontLength: sides.front.length,
      backLength: sides.back.length,
    })

    await dev(simulator, '/identity/review', {
      account: 'ident01',
      decision: 'reject',
      reason: 'Blurred photo',
    })
    expect(await client.call(endpoints.identityVerification, undefined)).toMatchObject({
      status: 'rejected',
      reason: 'Blurred photo',
    })
    expect((await client.call(endpoints.uploadIdentityImages, sides)).status).toBe('pending')
    await dev(simulator, '/identity/review', { account: 'ident01', decision: 'approve' })
    expect(await client.call(endpoints.identityVerification, undefined)).toMatchObject({
      status: 'approved',
      reason: null,
    })
    expect(await codeOf(client.call(endpoints.uploadIdentityImages, sides))).toBe('identity_approved')
  })

  test('refused: a side that is not png or jpeg, or not under 5 MB, naming the side', async () => {
    const { client } = await member('ident02')
    expect(
      await apiError(client.call(endpoints.uploadIdentityImages, { ...sides, back: image('gif', 'GIF89a') })),
    ).toMatchObject({ code: 'upload_type', value: { field: 'back' } })
    expect(
      await apiError(client.call(endpoints.uploadIdentityImages, { ...sides, front: fiveMegabytes })),
    ).toMatchObject({ code: 'upload_size', value: { field: 'front', max: 5 } })
    expect((await client.call(endpoints.identityVerification, undefined)).status).toBe('none')
  })

  test('where the platform requires it, a withdrawal is refused with what is missing until the ID is approved', async () => {
    const { simulator, client } = await member('ident03')
    await dev(simulator, '/balance', { account: 'ident03', balance: 500 })
    const { cards } = await client.call(endpoints.addBankCard, {
      bankCode: 'ESUN',
      cardNumber: '4111111111111111',
      realName: 'Chen Wei',
      paymentPassword: demoFundPassword,
    })
    const withdraw = (idempotencyKey: string) =>
      client.call(endpoints.withdraw, {
        amount: '100',
        cardId: cards[0]?.id ?? '',
        paymentPassword: demoFundPassword,
        idempotencyKey,
      })
    await dev(simulator, '/identity/settings', { requiredForWithdrawal: true })
    expect((await client.call(endpoints.withdrawSettings, undefined)).identityMissing).toBe('none')
    expect(await apiError(withdraw('identity-first-0001'))).toMatchObject({
      code: 'identity_required',
      value: { status: 'none' },
    })
    await client.call(endpoints.uploadIdentityImages, sides)
    expect(await apiError(withdraw('identity-first-0002'))).toMatchObject({ value: { status: 'pending' } })
    await dev(simulator, '/identity/review', { account: 'ident03', decision: 'approve' })
    expect((await client.call(endpoints.withdrawSettings, undefined)).identityMissing).toBeNull()
    expect((await withdraw('identity-first-0003')).status).toBe('pending')
  })

  test('the back office cannot review what was not sent, nor reject without a reason', async () => {
    const { simulator, client } = await member('ident04')
    await expect(
      dev(simulator, '/identity/review', { account: 'ident04', decision: 'approve' }),
    ).rejects.toThrow(/no ID under review/)
    await client.call(endpoints.uploadIdentityImages, sides)
    await expect(
      dev(simulator, '/identity/review', { account: 'ident04', decision: 'reject' }),
    ).rejects.toThrow(/reason/)
    await expect(dev(simulator, '/identity/settings', { requiredForWithdrawal: 'yes' })).rejects.toThrow()
  })
})
