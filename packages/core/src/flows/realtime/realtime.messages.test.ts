import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { runs } from '../../dev/runs'
import { money } from '../../domain/money'
import { parseRealtimeMessage, realtimeMessageTypes } from './realtime.messages'
import { reactionTo } from './realtime.reactions'

const parse = (value: unknown) => parseRealtimeMessage(JSON.stringify(value))

describe('real-time messages', () => {
  test('the original nine and ours are read, money in minor units', () => {
    const deposit = parse({ type: 'DEPOSIT', popup: true, data: { amount: '12.34', time: 1, success: true } })
    expect(deposit).toEqual({
      kind: 'message',
      message: {
        type: 'DEPOSIT',
        popup: true,
        title: undefined,
        message: undefined,
        data: { amount: money(1234n), time: 1, success: true },
      },
    })
    expect(realtimeMessageTypes).toHaveLength(16)
    expect(parse({ type: 'INBOX', popup: 0 })).toMatchObject({ kind: 'message', message: { popup: false } })
  })

  test('an unknown type is ignored and a malformed message dropped, never a throw', () => {
    expect(parse({ type: 'SETTING_CHANGED' })).toEqual({ kind: 'unknown', type: 'SETTING_CHANGED' })
    expect(parseRealtimeMessage('not json')).toEqual({ kind: 'malformed' })
    expect(parse(null)).toEqual({ kind: 'malformed' })
    expect(parse({ type: 'DEPOSIT', data: { amount: 'lots', success: true } })).toEqual({ kind: 'malformed' })
    expect(parse({ type: 'WITHDRAW', data: { amount: 5 } })).toEqual({ kind: 'malformed' })
  })

  test('no body of any shape makes the parser throw', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc
            .record({
              type: fc.constantFrom(...realtimeMessageTypes, 'OTHER'),
              popup: fc.anything(),
              title: fc.anything(),
              message: fc.anything(),
              data: fc.anything(),
            })
            .map((value) => JSON.stringify(value)),
        ),
        (body) => {
          const parsed = parseRealtimeMessage(body)
          expect(['message', 'unknown', 'malformed']).toContain(parsed.kind)
          if (parsed.kind === 'message') reactionTo(parsed.message)
        },
      ),
      { numRuns: runs.hostileBodies },
    )
  })
})

describe('what the portal does about each message', () => {
  const reaction = (value: unknown) => {
    const parsed = parse(value)
    if (parsed.kind !== 'message') throw new Error(`not a message: ${JSON.stringify(value)}`)
    return reactionTo(parsed.message)
  }

  test('money events announce that money moved and tell the member how much', () => {
    expect(reaction({ type: 'DEPOSIT', data: { amount: 50, success: true } })).toEqual({
      money: 'deposit',
      messages: false,
      rows: 'deposits.changed',
      signOut: false,
      notice: { type: 'notice', code: 'realtime.deposit', values: { amount: money(5000n) } },
    })
    expect(reaction({ type: 'DEPOSIT', data: { amount: 50, success: false } }).notice?.code).toBe(
      'realtime.depositFailed',
    )
    for (const type of ['MANUAL_PROMO', 'PROMOTION_CLAIM'])
      expect(reaction({ type })).toMatchObject({
        money: 'bonus',
        notice: { code: 'realtime.promotion' },
      })
    for (const type of ['AGENT_TRANSFER_AGENT_TO_DOWNLINE', 'AGENT_TRANSFER_DOWNLINE_TO_AGENT'])
      expect(reaction({ type, data: { amount: 1, receiver: 'a', sender: 'b' } })).toMatchObject({
        money: 'transfer',
        notice: { code: 'realtime.transfer', values: { amount: money(100n) } },
      })
    expect(reaction({ type: 'CONTRACT_PAYOUT', data: { amount: '37.50', time: 1 } })).toEqual({
      money: 'payout',
      messages: false,
      rows: null,
      signOut: false,
      notice: { type: 'notice', code: 'realtime.contractPayout', values: { amount: money(3750n) } },
    })
  })

  test("a rejected withdrawal carries the back office's remark as text, whatever it contains", () => {
    const remark = '<img src=x onerror=alert(1)>Card closed'
    expect(
      reaction({ type: 'WITHDRAW', data: { amount: 20, success: false, remarks: remark } }).notice,
    ).toEqual({
      type: 'notice',
      code: 'realtime.withdrawalRejected',
      values: { amount: money(2000n), remarks: remark },
    })
  })

  test('INBOX refreshes the unread count; SESSION_REVOKED signs out; ONLINE_MSG speaks only with popup', () => {
    expect(reaction({ type: 'INBOX' })).toMatchObject({ messages: true, money: null })
    expect(reaction({ type: 'SESSION_REVOKED' })).toMatchObject({ signOut: { reason: null }, notice: null })
    expect(reaction({ type: 'SESSION_REVOKED', data: { reason: 'excluded' } })).toMatchObject({
      signOut: { reason: 'excluded' },
    })
    expect(reaction({ type: 'ONLINE_MSG', popup: false, title: 'Hi', message: 'there' }).notice).toBeNull()
    expect(reaction({ type: 'ONLINE_MSG', popup: true, title: 'Hi', message: ' ' }).notice).toEqual({
      type: 'notice',
      code: 'realtime.announcement',
      values: { title: 'Hi' },
    })
  })

  test('rows the platform settled are announced to the flows that list them, with nothing to tell', () => {
    const rowsOf = {
      PAYMENT_CONFIRMATION: 'confirmations.changed',
      CONTRACT_REQUEST: 'contracts.changed',
      CONTRACT_TERMINATION: 'contracts.changed',
      POINT_REDEEM: 'points.changed',
      RED_ENVELOPE: 'envelopes.changed',
    }
    for (const [type, rows] of Object.entries(rowsOf))
      expect(reaction({ type })).toEqual({ money: null, messages: false, rows, signOut: false, notice: null })
    expect(reaction({ type: 'WITHDRAW', data: { amount: 5, success: true } }).rows).toBe(
      'withdrawals.changed',
    )
  })
})
