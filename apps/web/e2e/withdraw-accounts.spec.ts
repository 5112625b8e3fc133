import type { Page } from '@playwright/test'
import { endpoints } from '@portal/core'
import { seriousViolations } from './axe'
import {
  apiClient,
  createAccount,
  expect,
  keepScreenshot,
  signIn,
  test,
  visitAs,
  withSession,
} from './support'

const shots = new URL('../../../test-results/withdraw-accounts/', import.meta.url).pathname

async function addCardWithBranch(page: Page) {
  await page.getByRole('button', { name: 'Add a card' }).click()
  await page.getByLabel('Bank').selectOption('ESUN')
  await page.getByRole('textbox', { name: 'Card number' }).fill('4111 1111 1111 1111')
  await page.getByRole('textbox', { name: 'Real name' }).fill('Chen Wei')
  await page.getByLabel('Fund password to confirm').fill('123456')
  await page.getByRole('button', { name: 'Save card' }).click()
  // The platform's card setting asks for the branch: the form asks for it too, before anything is sent.
  await expect(page.getByText('Enter the branch of the bank')).toBeVisible()
  await page.getByRole('textbox', { name: 'Branch' }).fill('Xinyi')
  await page.getByRole('button', { name: 'Save card' }).click()
  await expect(page.getByRole('radio', { name: /E\.SUN Bank/ })).toBeChecked()
}

test('the card form follows the platform; a card is removed with the fund password, not while a withdrawal goes to it', async ({
  page,
  baseURL,
  sim,
}) => {
  test.setTimeout(120_000)
  await sim.post('/withdraw/card-setting', { maxCards: 2, requiredFields: ['realName', 'branch'] })
  await visitAs(page, { language: 'EN' })
  const account = await createAccount(sim, 'cards', { balance: 500 })
  const token = await signIn(baseURL ?? '', account)
  await withSession(page, token)
  await page.goto('/member/withdraw')
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible({ timeout: 30_000 })
  await addCardWithBranch(page)
  // A second card from another device fills the limit of two.
  await apiClient(baseURL ?? '', token).call(endpoints.addBankCard, {
    bankCode: 'BOT',
    cardNumber: '5500005555555559',
    realName: 'Chen Wei',
    branch: 'Daan',
    paymentPassword: '123456',
  })

  // A withdrawal to the first card, still waiting for its payment.
  await page.reload()
  await page.getByRole('textbox', { name: 'Amount' }).fill('50')
  await page.getByRole('textbox', { name: 'Fund password', exact: true }).fill('123456')
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click()
  await expect(page.getByTestId('withdraw-status')).toHaveText('Waiting for payment')
  await page.getByRole('button', { name: 'Withdraw again' }).click()
  await expect(page.getByText('You have bound as many cards as the platform allows (2).')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add a card' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Remove one in Withdrawal accounts' }).click()

  await expect(page).toHaveURL(/\/member\/withdrawAccounts$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal accounts' })).toBeVisible()
  await expect(page.getByText('2 of 2 cards')).toBeVisible()
  const cards = page.getByRole('list', { name: 'Bank cards' }).getByRole('listitem')
  const first = cards.filter({ hasText: '1111' })
  await first.getByRole('button', { name: 'Remove' }).click()
  await first.getByRole('button', { name: 'Remove card' }).click()
  await expect(first.getByText('Enter your fund password')).toBeVisible()
  await first.getByLabel('Fund password to confirm').fill('123456')
  await first.getByRole('button', { name: 'Remove card' }).click()
  await expect(first.getByRole('alert')).toHaveText(
    'A withdrawal to this card is in progress. You can remove it once the withdrawal is paid or rejected.',
  )
  await keepScreenshot(page, `${shots}en-desktop-in-use.png`, { fullPage: true })
  expect(await seriousViolations(page, { include: ['main'] })).toEqual([])
  await first.getByRole('button', { name: 'Cancel' }).click()

  const second = cards.filter({ hasText: '5559' })
  await second.getByRole('button', { name: 'Remove' }).click()
  const password = second.getByLabel('Fund password to confirm')
  await password.fill('000000')
  await second.getByRole('button', { name: 'Remove card' }).click()
  // The one fund-password counter: the wrong one is said beside the field and forgotten.
  await expect(second.getByText('Wrong fund password: 4 attempts left')).toBeVisible()
  await expect(password).toHaveValue('')
  await password.fill('123456')
  await second.getByRole('button', { name: 'Remove card' }).click()
  await expect(cards).toHaveCount(1)
  await expect(page.getByText('1 of 2 cards')).toBeVisible()
  const left = await apiClient(baseURL ?? '', token).call(endpoints.bankCards, undefined)
  expect(left.cards.map((card) => card.last4)).toEqual(['1111'])

  // Room again: the withdraw page offers to add a card.
  await page.getByRole('link', { name: 'Go to Withdraw' }).click()
  await expect(page.getByRole('button', { name: 'Add a card' })).toBeVisible()
})
