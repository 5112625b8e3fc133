import type { Transport } from '@portal/core'

const ok = (value: unknown) => ({ success: true, value, message: '' })

/**
 * Answers like the gateway for the calls boot and the session make, as `member` (signed in when the portal
 * starts with a stored token); `more` answers any other call a test needs. The adapter cares about nothing else.
 */
export function fakeGateway(
  member: { account: string; type: number },
  more: Record<string, unknown> = {},
): Transport {
  return async ({ endpoint }) => {
    switch (endpoint) {
      case 'systemStatus':
        return ok({
          maintenance: false,
          regionRestriction: false,
          location: { ip: '198.51.100.4' },
          info: { resources: [], whitelabelVal: [], imageCDNs: [], launchGameCDNs: [] },
        })
      case 'memberInfo':
        return ok({ id: 7, nickname: 'Ace', ...member })
      case 'merchantWallet':
        return ok({ isSingle: 0 })
      case 'allWalletBalances':
        return ok({ balance: 1234567.891, currencySymbol: '$', wallets: [] })
      default:
        return ok(more[endpoint] ?? null)
    }
  }
}
