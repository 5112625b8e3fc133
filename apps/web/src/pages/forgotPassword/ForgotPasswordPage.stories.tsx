import { useBoot } from '@portal/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { routes } from '../../routes'
import ForgotPasswordPage from './ForgotPasswordPage'

const forgotRoute = routes.find((route) => route.name === 'forgotPassword')
if (!forgotRoute) throw new Error('The route table has no forgotPassword route')

/** The router shows /forgotPassword only once boot is ready; the story waits the same way. */
function BootedForgotPasswordPage() {
  const view = useBoot()
  return view.status === 'ready' && forgotRoute ? (
    <ForgotPasswordPage route={forgotRoute} params={{}} />
  ) : null
}

/** /forgotPassword against the simulator (CHNGPASSVERIF3 on: by mobile first, with tabs). */
const meta = {
  title: 'Pages/Forgot password',
  component: BootedForgotPasswordPage,
} satisfies Meta<typeof BootedForgotPasswordPage>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>

async function byEmail(canvas: Canvas, username: string, email: string) {
  await userEvent.click(await canvas.findByRole('tab', { name: 'E-mail' }))
  await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), username)
  await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), email)
  await userEvent.click(canvas.getByRole('button', { name: 'E-mail me a code' }))
}

export const IdleByMobile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible()
    await expect(await canvas.findByRole('tab', { name: 'Mobile number' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(canvas.getByRole('combobox', { name: 'Code' })).toHaveValue('84')
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeEnabled()
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password')
    await expect(canvas.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login')
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const IdleByEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('tab', { name: 'E-mail' }))
    await expect(canvas.getByRole('tab', { name: 'E-mail' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAttribute(
      'autocomplete',
      'username',
    )
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('type', 'email')
    await expect(canvas.queryByRole('button', { name: 'Send code' })).toBeNull()
  },
}

/** Submitting empty: a message beside each field, the first one focused. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('tab', { name: 'E-mail' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'not-an-address')
    await userEvent.click(canvas.getByRole('button', { name: 'E-mail me a code' }))
    const username = canvas.getByRole('textbox', { name: 'Username' })
    await expect(username).toHaveAccessibleDescription('Please fill in this field.')
    await expect(username).toHaveFocus()
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Please enter a valid e-mail address.',
    )
  },
}

/** The code is mailed (nothing changes yet): the form asks for it and the new password, then signs in. */
export const EmailCodeSignsIn: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    const { simulator, location } = loaded.simulated
    location.navigate('/forgotPassword')
    await byEmail(canvas, 'member01', 'member01@example.com')
    const code = await canvas.findByRole('textbox', { name: 'E-mail code' })
    await expect(canvas.getByText(/We e-mailed a code to/)).toHaveTextContent('member01@example.com')
    await expect(canvas.getByRole('button', { name: 'Send a new code' })).toBeEnabled()
    const mail = simulator.store.state.mailOutbox.at(-1) as { account: string; code: string }
    await expect(mail.account).toBe('member01')
    await userEvent.type(code, mail.code)
    await userEvent.type(canvas.getByLabelText('New password'), 'Fresh5678')
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }))
    await waitFor(() => expect(location.history.at(-1)).toBe('/'))
    await expect(simulator.store.findMember('member01').password).toBe('Fresh5678')
  },
}

export const UnknownAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await byEmail(canvas, 'nobody01', 'nobody@example.com')
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Username/Email does not exist')
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('nobody01')
    await expect(canvas.getByRole('button', { name: 'E-mail me a code' })).toBeEnabled()
  },
}

export const CountdownRunning: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Mobile number' }), '912345678')
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }))
    await expect(await canvas.findByRole('button', { name: /Resend in \d+s/ })).toBeDisabled()
  },
}

export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Mobile number' }), '912345678')
    await userEvent.type(canvas.getByRole('textbox', { name: 'SMS code' }), '000000')
    await userEvent.type(canvas.getByLabelText('New password'), 'Fresh5678')
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The SMS code is incorrect or has expired',
    )
    await expect(canvas.getByLabelText('New password')).toHaveValue('Fresh5678')
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('912345678')
  },
}

/** The reset call is slow: the submit shows its busy state and cannot be pressed twice. */
export const Submitting: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('tab', { name: 'E-mail' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'member01')
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'member01@example.com')
    // Only the reset call is slow: boot has answered already.
    loaded.simulated.simulator.store.state.latencyMs = 60_000
    await userEvent.click(canvas.getByRole('button', { name: 'E-mail me a code' }))
    await expect(await canvas.findByRole('button', { name: /Sending/ })).toBeDisabled()
  },
}

/** By mobile to the end: the code from the simulator's outbox, a new password, signed in and sent home. */
export const MobileResetSignsIn: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    const { simulator, location } = loaded.simulated
    // The preview starts at '/': on the page's own path, being sent home is something that happens.
    location.navigate('/forgotPassword')
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Mobile number' }), '912345678')
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }))
    await canvas.findByRole('button', { name: /Resend in \d+s/ })
    const sms = simulator.store.state.smsOutbox.at(-1) as { code: string }
    await userEvent.type(canvas.getByRole('textbox', { name: 'SMS code' }), sms.code)
    await userEvent.type(canvas.getByLabelText('New password'), 'Fresh5678')
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }))
    await waitFor(() => expect(location.history.at(-1)).toBe('/'))
    await expect(simulator.store.findMember('mobile01').password).toBe('Fresh5678')
  },
}
