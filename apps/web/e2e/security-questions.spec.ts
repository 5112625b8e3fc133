import { createAccount, expect, signIn, test, visitAs, withSession } from './support'

/** Issue 32: a member answers two security questions in the security centre, with the login password. */

const slow = { timeout: 45_000 }

test('answer two security questions; the platform keeps them and shows which', async ({
  page,
  sim,
  baseURL,
}) => {
  test.setTimeout(90_000)
  await visitAs(page, { language: 'EN' })
  const account = await createAccount(sim, 'quest')
  await withSession(page, await signIn(baseURL ?? '', account))
  await page.goto('/member/securityCenter')

  const form = page.getByRole('form', { name: 'Security questions' })
  const first = form.getByRole('combobox', { name: 'First question' })
  const second = form.getByRole('combobox', { name: 'Second question' })
  await expect(first).toBeVisible(slow)
  await first.selectOption({ label: 'The city where you were born' })
  await second.selectOption({ label: 'The city where you were born' })
  await form.getByRole('textbox', { name: 'Answer' }).first().fill('Hanoi')
  await form.getByRole('textbox', { name: 'Answer' }).last().fill('Mochi')
  const password = form.getByLabel('Login password', { exact: true })
  await password.fill('Demo1234')
  await form.getByRole('button', { name: 'Save security questions' }).click()
  await expect(form.getByText('Choose a different question.')).toBeVisible()
  await expect(second).toHaveAttribute('aria-invalid', 'true')

  // A wrong login password: the platform refuses it beside the field; what was typed stays.
  await second.selectOption({ label: 'The name of your first pet' })
  await password.fill('Wrong1234')
  await form.getByRole('button', { name: 'Save security questions' }).click()
  await expect(form.getByText('The login password is incorrect')).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Answer' }).first()).toHaveValue('Hanoi')

  await password.fill('Demo1234')
  await form.getByRole('button', { name: 'Save security questions' }).click()
  await expect(form.getByRole('status')).toHaveText('Security questions saved.')

  // Read again from the platform: the questions chosen, no answer.
  await page.reload()
  await expect(first).toHaveValue('birthCity', slow)
  await expect(second).toHaveValue('firstPet')
  await expect(form.getByRole('textbox', { name: 'Answer' }).first()).toHaveValue('')
  await expect(form).toContainText('Your answers are set')
})
