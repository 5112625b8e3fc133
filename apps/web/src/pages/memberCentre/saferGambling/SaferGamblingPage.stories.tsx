import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import SaferGamblingPage from './SaferGamblingPage'

/** The safer-gambling page against the simulator, signed in as member01. */
const meta = {
  title: 'Pages/MemberCentre/SaferGambling',
  component: SaferGamblingPage,
  parameters: { portal: { signedInAs: 'member01' } },
} satisfies Meta<typeof SaferGamblingPage>

export default meta
type Story = StoryObj<typeof meta>

export const NoLimits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The limits first: the page's heading is drawn again once they have loaded, so one found earlier can be gone.
    await expect(await canvas.findAllByText('No limit')).toHaveLength(6)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Safer gambling' })).toBeVisible()
  },
}

/** A first limit applies at once; raising it waits 24 hours, with the countdown shown. */
export const RaisePending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const row = within(await canvas.findByTestId('limit-deposit.day'))
    await userEvent.type(row.getByRole('textbox'), '500')
    await userEvent.click(row.getByRole('button', { name: 'Save' }))
    await expect(await row.findByText('500.00')).toBeVisible()
    await userEvent.type(row.getByRole('textbox'), '1000')
    await userEvent.click(row.getByRole('button', { name: 'Save' }))
    await expect(await row.findByTestId('limit-pending')).toHaveTextContent(/Changes to 1,000\.00/)
  },
}

/** Asking for a time-out opens the confirmation that says it cannot be undone. */
export const ConfirmTimeOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Start time-out' }))
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog')
    await expect(dialog).toHaveTextContent(/cannot be undone/)
  },
}
