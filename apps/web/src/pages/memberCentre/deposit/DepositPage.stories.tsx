import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { loadFailedStory } from '../../../testing/loadFailedStory'
import DepositPage from './DepositPage'

/** /member/depositv2 against the simulator, signed in as member01. */
const meta = {
  title: 'Pages/Member centre/Deposit',
  component: DepositPage,
  parameters: { portal: { signedInAs: 'member01' } },
} satisfies Meta<typeof DepositPage>

export default meta
type Story = StoryObj<typeof meta>

export const Channels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible()
    const channels = canvas.getByRole('group', { name: 'Payment channel' })
    await expect(within(channels).getAllByRole('radio')).toHaveLength(5)
    // The bank channel's promotions, and none (chosen until the member picks one).
    const promotions = canvas.getByRole('group', { name: 'Deposit promotion' })
    await expect(within(promotions).getAllByRole('radio')).toHaveLength(3)
    await expect(within(promotions).getByRole('radio', { name: 'No promotion' })).toBeChecked()
    await expect(canvas.getByText('Demo Savings Bank', { selector: 'dd *' })).toBeVisible()
  },
}

/** Checked as typed, beside the field; what was typed stays. */
export const AmountErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = await canvas.findByRole('textbox', { name: 'Amount' })
    await userEvent.type(field, '12.345')
    await expect(await canvas.findByText('Use at most 2 decimals')).toBeVisible()
    await expect(field).toHaveValue('12.345')
  },
}

/** Submitted: the order with its reference and timeline. */
export const Placed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: '500.00' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Submit deposit' }))
    await expect(await canvas.findByRole('heading', { name: 'Deposit order placed' })).toBeVisible()
    await expect(canvas.getByTestId('order-reference')).toHaveTextContent(/^DP\d+$/)
    // A bank transfer takes its receipt, which needs an image before it is sent.
    const receipt = canvas.getByRole('form', { name: 'Payment receipt' })
    await userEvent.click(within(receipt).getByRole('button', { name: 'Send receipt' }))
    await expect(await within(receipt).findByRole('alert')).toHaveTextContent(
      'Add at least one image of the receipt',
    )
  },
}

/** The channels could not be loaded: said, with a retry that works. */
export const LoadFailed: Story = loadFailedStory({
  signedInAs: 'member01',
  path: '/wps/relay/MCSFE_getDepositMethods',
  said: 'The deposit channels could not be loaded.',
  loaded: async (canvas) => {
    const channels = await canvas.findByRole('group', { name: 'Payment channel' })
    await expect(within(channels).getAllByRole('radio')).toHaveLength(5)
  },
})
