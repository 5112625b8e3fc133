import { useBoot } from '@portal/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import HeaderLoginForm from './HeaderLoginForm'

/** The header renders its account slot once boot is ready; the story waits the same way. */
function BootedHeaderLoginForm() {
  const view = useBoot()
  return view.status === 'ready' ? <HeaderLoginForm /> : null
}

/** The logged-out header's inline login against the simulator. */
const meta = {
  title: 'Header/Inline login',
  component: BootedHeaderLoginForm,
} satisfies Meta<typeof BootedHeaderLoginForm>

export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await canvas.findByRole('form', { name: 'Log in' })
    const inForm = within(form)
    await expect(inForm.getByRole('textbox', { name: 'Username' })).toHaveAttribute(
      'autocomplete',
      'username',
    )
    await expect(inForm.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password')
    await expect(inForm.getByRole('checkbox', { name: /18 or older/ })).not.toBeChecked()
    await expect(inForm.getByRole('button', { name: 'Log in' })).toBeEnabled()
    await expect(inForm.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/?dialog=register')
  },
}

/** A wrong password: the warning dialog with Confirm (spec §8), and the username stays as typed. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    const form = within(await canvas.findByRole('form', { name: 'Log in' }))
    await userEvent.type(form.getByRole('textbox', { name: 'Username' }), 'member01')
    await userEvent.type(form.getByLabelText('Password'), 'not-the-password')
    await userEvent.click(form.getByRole('checkbox', { name: /18 or older/ }))
    await userEvent.click(form.getByRole('button', { name: 'Log in' }))
    const dialog = await body.findByRole('dialog', { name: 'Account or password incorrect' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    await expect(body.queryByRole('dialog')).toBeNull()
    await expect(form.getByRole('textbox', { name: 'Username' })).toHaveValue('member01')
  },
}

/** Nothing typed: the header has no room for the messages, so it names the login popup in the location. */
export const MissingFieldsOpenThePopup: Story = {
  play: async ({ canvasElement, loaded }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Log in' }))
    await userEvent.click(form.getByRole('button', { name: 'Log in' }))
    await expect(loaded.simulated.location.history.at(-1)).toBe('/?dialog=login')
  },
}
