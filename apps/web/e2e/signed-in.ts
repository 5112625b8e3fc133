import type { Page } from '@playwright/test'
import { createAccount, type DevSurface, signIn, visitAs, withSession } from './support'

/** A new account of the test's own, signed in on the page in a language; its account and session token. */
export async function signedInOnPage(
  page: Page,
  sim: DevSurface,
  baseURL: string | undefined,
  { prefix, balance, language = 'EN' }: { prefix: string; balance: number; language?: string },
): Promise<{ account: string; token: string }> {
  await visitAs(page, { language })
  const account = await createAccount(sim, prefix, { balance })
  const token = await signIn(baseURL ?? '', account)
  await withSession(page, token)
  return { account, token }
}
