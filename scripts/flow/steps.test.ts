import { describe, expect, test } from 'vitest'
import { describeStep, parseScript, parseStep } from './steps'

describe('parsing a script', () => {
  test('an array of steps, each kind', () => {
    const script = parseScript([
      { send: { type: 'login.change', field: 'username', value: 'member01' } },
      { send: { type: 'logout.request' }, to: 'session' },
      { wait: 'session.signedIn', timeout: 2000 },
      { advance: 1000 },
      { sim: { POST: '/__sim/maintenance', body: { on: true } } },
      { sim: { GET: '/__sim/state' } },
      { smsCode: '84 912345678', as: 'code' },
    ])
    expect(script).toEqual({
      input: {},
      steps: [
        { send: { type: 'login.change', field: 'username', value: 'member01' } },
        { send: { type: 'logout.request' }, to: 'session' },
        { wait: 'session.signedIn', timeout: 2000 },
        { advance: 1000 },
        { sim: { method: 'POST', path: '/__sim/maintenance', body: { on: true } } },
        { sim: { method: 'GET', path: '/__sim/state' } },
        { smsCode: '84 912345678', as: 'code' },
      ],
    })
  })

  test('an object with the flow input', () => {
    expect(parseScript({ input: { audience: 'agent' }, steps: [{ wait: 'editing' }] })).toEqual({
      input: { audience: 'agent' },
      steps: [{ wait: 'editing' }],
    })
  })

  test('a bare event is a send to the main actor', () => {
    expect(parseStep({ type: 'boot.retry' })).toEqual({ send: { type: 'boot.retry' } })
  })

  test.each([
    [[{ wait: '' }], 'step 1: "wait" needs a state path'],
    [[{ wait: 'a' }, { send: { field: 'x' } }], 'step 2: "send" needs an event with a "type"'],
    [[{ advance: -1 }], 'step 1: "advance" needs milliseconds ≥ 0'],
    [[{ sim: { PATCH: '/x' } }], 'step 1: "sim" needs one of GET, POST, PUT, DELETE with a path'],
    [[{ smsCode: '912345678' }], 'step 1: "smsCode" needs "<dialing code> <mobile>"'],
    [[{ wait: 'a', timeout: '5s' }], 'step 1: "timeout" must be a number'],
    [[{ jump: 1 }], 'step 1: unknown step {"jump":1}'],
    [{ steps: 'none' }, 'a script is an array of steps'],
  ])('%j is refused: %s', (json, message) => {
    expect(() => parseScript(json)).toThrow(message)
  })

  test('steps read as one short line in the log', () => {
    expect(
      parseScript([
        { send: { type: 'logout.request' }, to: 'session' },
        { sim: { POST: '/__sim/flags', body: { X: true } } },
        { smsCode: '84 912345678' },
      ]).steps.map(describeStep),
    ).toEqual([
      'send logout.request → session',
      'sim POST /__sim/flags {"X":true}',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the runner's own ${name} variables, not a template
      'smsCode 84 912345678 → ${sms}',
    ])
  })
})
