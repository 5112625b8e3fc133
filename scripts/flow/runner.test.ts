import { readFileSync } from 'node:fs'
import { createSimulator } from '@portal/simulator'
import { describe, expect, test } from 'vitest'
import { availableFlows } from './flows'
import { palette } from './palette'
import { createRun, runSteps } from './runner'
import { parseScript } from './steps'

/** Runs a script of the named flow against a fresh in-process simulator; the printed lines come back too. */
async function run(flowName: string, script: unknown) {
  const flow = availableFlows()[flowName]
  if (!flow) throw new Error(`no flow ${flowName}`)
  const lines: string[] = []
  const write = (line: string) => void lines.push(line)
  const paint = palette(false)
  const { input, steps } = parseScript(script)
  const flowRun = createRun({ flow, simulator: createSimulator(), input, write, paint })
  try {
    const passed = await runSteps(flowRun, steps, write, paint)
    return { passed, lines, snapshot: flowRun.snapshotLines() }
  } finally {
    flowRun.stop()
  }
}

const example = (file: string): unknown =>
  JSON.parse(readFileSync(new URL(`../flows/${file}`, import.meta.url), 'utf8'))

const has = (lines: string[], pattern: RegExp) => lines.some((line) => pattern.test(line))

describe('the runner against the in-process simulator', () => {
  test('boot in maintenance set by a sim step, then retry once it is off', async () => {
    const { passed, lines, snapshot } = await run('portal', [
      { sim: { POST: '/__sim/maintenance', body: { on: true, end: '2026-11-22T06:00:00.000Z' } } },
      { wait: 'maintenance' },
      { sim: { POST: '/__sim/maintenance', body: { on: false } } },
      { send: { type: 'boot.retry' } },
      { wait: 'running' },
      { wait: 'session.anonymous' },
    ])
    expect(passed).toBe(true)
    expect(has(lines, /^portal +▸ maintenance .*status\.maintenanceEnd="2026-11-22T06:00:00\.000Z"/)).toBe(
      true,
    )
    expect(has(lines, /^portal +← boot\.retry$/)).toBe(true)
    expect(has(lines, /^session +▸ anonymous/)).toBe(true)
    expect(lines.at(-1)).toBe('✓ 6 steps passed')
    expect(snapshot).toEqual([
      expect.stringMatching(/^portal +running/),
      expect.stringMatching(/^session +anonymous/),
    ])
  })

  test('a wait that times out fails the run and says where the actor is', async () => {
    const { passed, lines } = await run('portal', [{ wait: 'session.signedIn', timeout: 300 }])
    expect(passed).toBe(false)
    expect(lines.at(-1)).toBe(
      '✗ step 1 failed: "session.signedIn" not reached within 300 ms: "session" is in anonymous',
    )
  })

  test('a refused dev-surface call fails the run', async () => {
    const { passed, lines } = await run('portal', [
      { sim: { POST: '/__sim/maintenance', body: { on: 'yes' } } },
    ])
    expect(passed).toBe(false)
    expect(lines.at(-1)).toMatch(/^✗ step 1 failed: sim POST \/__sim\/maintenance refused \(400\)/)
  })

  test('SMS login: the code from the outbox in a variable, emitted navigation, the countdown on the clock', async () => {
    const { passed, lines } = await run('login', example('sms-login.json'))
    expect(passed).toBe(true)
    expect(has(lines, /^login +← login\.change +{"field":"verificationCode","value":"\d{6}"}$/)).toBe(true)
    expect(has(lines, /^login +⇢ navigate +{"to":"\/","replace":true}$/)).toBe(true)
    expect(has(lines, /^session +▸ signedIn +member\.id=\d+ +member\.account="mobile01"/)).toBe(true)
  })

  test('a flow that needs a normal boot says so when the portal is in maintenance', async () => {
    const { passed, lines } = await run('login', [
      { sim: { POST: '/__sim/maintenance', body: { on: true } } },
      { wait: 'editing' },
    ])
    expect(passed).toBe(false)
    expect(lines.at(-1)).toBe('✗ step 2 failed: this flow needs a normal boot; the portal is in maintenance')
  })
})

describe('the example scripts in scripts/flows', () => {
  test.each([
    ['boot-maintenance.json', 'portal'],
    ['member-sign-in-out.json', 'login'],
    ['sms-login.json', 'login'],
    ['forced-password-change.json', 'change-password'],
  ])('%s passes with the %s flow', async (file, flow) => {
    expect((await run(flow, example(file))).passed).toBe(true)
  })
})

describe('every flow the core exports a factory for', () => {
  test('is offered by name, and each one starts and is watched once the portal booted', async () => {
    const flows = availableFlows()
    expect(Object.keys(flows).length).toBeGreaterThan(45)
    // Each factory that needs no arguments but the portal, on one booted portal: its actor starts and reports.
    for (const name of ['wallet', 'inbox', 'profile', 'deposit', 'devices', 'chat', 'promotions']) {
      const { passed, lines } = await run(name, {
        input: { signIn: { username: 'member01', password: 'Demo1234' } },
        steps: [{ wait: 'session.signedIn' }],
      })
      expect(passed, `${name}: ${lines.join('\n')}`).toBe(true)
      expect(has(lines, /● started/), name).toBe(true)
    }
  }, 120_000)

  test('a records screen from the script: its configuration named by export, a page asked, the view loaded', async () => {
    const { passed, lines } = await run('records', example('records-last-7-days.json'))
    expect(passed, lines.join('\n')).toBe(true)
    expect(has(lines, /records\s+▸ ready .*result\.page=2/)).toBe(true)
  })
})
