import { Secret, TOTP } from 'otpauth'
import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import { endpoints } from '../../api/endpoints'
import type { Portal } from '../../create-portal'
import { signedInPortal } from '../../testing/simulated'
import { createSecurityOverview } from '../security/create-security'
import { connectSecurity } from '../security/security.connect'
import { createTwoFactor } from './create-two-factor'
import { connectTwoFactor } from './two-factor.connect'

/** The authenticator panel against the in-process simulator: a code from the QR code's secret turns it on. */
let portal: Portal | undefined
afterEach(() => portal?.actor.stop())

const connect = connectTwoFactor('Brand')
const codeOf = (uri: string, timestamp: number) => {
  const secret = new URL(uri).searchParams.get('secret') ?? ''
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp })
}

describe('two-factor against the simulator', () => {
  test('bind, verify, and the next sign-in asks for the app; a used code turns nothing off', async () => {
    portal = await signedInPortal('newbie01')
    const overview = createSecurityOverview(portal)
    overview.start()
    const flow = createTwoFactor(portal, overview)
    flow.start()
    await waitFor(flow, (s) => s.matches('off'), { timeout: 5000 })
    flow.send({ type: 'twoFactor.bind' })
    const binding = connect(await waitFor(flow, (s) => s.matches('binding'), { timeout: 5000 }))
    const uri = binding.binding?.uri ?? ''
    expect(uri).toMatch(/^otpauth:\/\/totp\/Brand:newbie01\?secret=[A-Z2-7]+&issuer=Brand&algorithm=SHA1/)

    const code = codeOf(uri, Date.now())
    flow.send({ type: 'twoFactor.change', code })
    flow.send({ type: 'twoFactor.submit' })
    expect(connect(await waitFor(flow, (s) => s.matches('on'), { timeout: 5000 })).changed).toBe('enabled')
    await waitFor(
      overview,
      (s) => connectSecurity(s).checks.some((c) => c.item === 'authenticator' && c.done),
      {
        timeout: 5000,
      },
    )

    // The same code to turn it off: refused as used, kept as typed.
    flow.send({ type: 'twoFactor.change', code })
    flow.send({ type: 'twoFactor.submit' })
    const refused = connect(await waitFor(flow, (s) => s.matches('on') && s.context.failure !== null))
    expect(refused).toMatchObject({ code, failure: { code: 'authenticator_code_used' } })

    await expect(
      portal.api.call(endpoints.login, { username: 'newbie01', password: 'Demo1234', type: 'username' }),
    ).rejects.toMatchObject({ code: 'second_check_required', value: { methods: ['authenticator'] } })
  })
})
