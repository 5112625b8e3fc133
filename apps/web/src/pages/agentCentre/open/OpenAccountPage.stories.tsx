import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import OpenAccountPage from './OpenAccountPage'

/** /agentHome/registerCenter against the simulator, signed in as agent01. */
const meta = {
  title: 'Pages/Agent centre/Open account',
  component: OpenAccountPage,
  parameters: { portal: { signedInAs: 'agent01' } },
} satisfies Meta<typeof OpenAccountPage>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('radio', { name: 'Member' })).toBeChecked()
  },
}

/** The registration rules beside each field, nothing sent, everything typed kept. */
export const RulesBroken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Account' }), '1x')
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Secret123')
    await userEvent.click(canvas.getByRole('button', { name: 'Open account' }))
    await expect(canvas.getByRole('textbox', { name: 'Account' })).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByRole('textbox', { name: 'Account' })).toHaveValue('1x')
  },
}

/** A taken name: the server's refusal beside the field. */
export const NameTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Account' }), 'member01')
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Secret123')
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'Secret123')
    await userEvent.click(canvas.getByRole('button', { name: 'Open account' }))
    await expect(await canvas.findByText('This username is already registered')).toBeVisible()
  },
}
