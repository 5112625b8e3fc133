import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import ManualRebatePage from './ManualRebatePage'

/** /member/manualRebate against the simulator, signed in as member01 (bets since its last weekly rebate). */
const meta = {
  title: 'Pages/Member centre/Manual rebate',
  component: ManualRebatePage,
  parameters: { portal: { signedInAs: 'member01' } },
} satisfies Meta<typeof ManualRebatePage>

export default meta
type Story = StoryObj<typeof meta>

export const Accrued: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByTestId('rebate-RNG')).toHaveTextContent('1.2%')
    await expect(canvas.getByTestId('rebate-PVP')).toHaveTextContent('-')
  },
}

/** Claimed: the total goes to the main wallet and nothing is left to claim. */
export const Claimed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: /^Claim / }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('rebate added to your main wallet')
    await expect(await canvas.findByTestId('rebate-total')).toHaveTextContent('0.00')
  },
}
