import { useBoot } from '@portal/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { routes } from '../../routes'
import ChangePasswordPage from './ChangePasswordPage'

const changeRoute = routes.find((route) => route.name === 'changePassword')
if (!changeRoute) throw new Error('The route table has no changePassword route')

/** The router shows /changePassword only once boot is ready; the story waits the same way. */
function BootedChangePasswordPage() {
  const view = useBoot()
  return view.status === 'ready' && changeRoute ? (
    <ChangePasswordPage route={changeRoute} params={{}} />
  ) : null
}

/** /changePassword against the simulator, signed in as member01 (password Demo1234). */
const meta = {
  title: 'Pages/Change password',
  component: BootedChangePasswordPage,
  parameters: { portal: { signedInAs: 'member01' } },
} satisfies Meta<typeof BootedChangePasswordPage>

export default meta
type Story = StoryObj<typeof meta>

/** After a login with the default or an expired password: no old password asked, and why. */
export const Forced: Story = {
  parameters: { portal: { forcedPasswordChange: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Change password' })).toBeVisible()
    await expect(await canvas.findByText(/choose a new password before you continue/)).toBeVisible()
    await expect(canvas.queryByLabelText('Current password')).toBeNull()
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password')
    await expect(canvas.getByLabelText('Confirm new password')).toBeVisible()
  },
}

/** A member changing it of their own accord types the current password. */
export const Voluntary: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByLabelText('Current password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    )
    await expect(canvas.queryByText(/choose a new password before you continue/)).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeEnabled()
  },
}

export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText('Current password'), 'Demo1234')
    await userEvent.type(canvas.getByLabelText('New password'), 'Fresh5678')
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'Other5678')
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }))
    const confirm = canvas.getByLabelText('Confirm new password')
    await expect(confirm).toHaveAccessibleDescription('The two entries do not match.')
    await expect(confirm).toHaveFocus()
    await expect(canvas.getByLabelText('New password')).toHaveValue('Fresh5678')
  },
}

export const WrongCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText('Current password'), 'Wrong1234')
    await userEvent.type(canvas.getByLabelText('New password'), 'Fresh5678')
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'Fresh5678')
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The current password is incorrect')
    await expect(canvas.getByLabelText('Current password')).toHaveValue('Wrong1234')
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeEnabled()
  },
}

/** The change goes through: the member is sent home, and the new password is the one that works. */
export const Success: Story = {
  parameters: { portal: { forcedPasswordChange: true } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    // The preview starts at '/': on the page's own path, being sent home is something that happens.
    loaded.simulated.location.navigate('/changePassword')
    await userEvent.type(await canvas.findByLabelText('New password'), 'Fresh5678')
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'Fresh5678')
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }))
    await waitFor(() => expect(loaded.simulated.location.history.at(-1)).toBe('/'))
    const member = loaded.simulated.simulator.store.findMember('default01')
    await expect(member.password).toBe('Fresh5678')
  },
}

/** Nobody is signed in: there is no password to change. */
export const SignedOut: Story = {
  parameters: { portal: { signedInAs: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Please log in first.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
  },
}
