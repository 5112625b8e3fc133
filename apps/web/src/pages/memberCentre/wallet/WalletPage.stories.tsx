import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { loadFailedStory } from '../../../testing/loadFailedStory'
import WalletPage from './WalletPage'

/** /member/transferFund against the simulator, signed in as agent01 (money in the main wallet only). */
const meta = {
  title: 'Pages/Member centre/My wallet',
  component: WalletPage,
  parameters: { portal: { signedInAs: 'agent01' } },
} satisfies Meta<typeof WalletPage>

export default meta
type Story = StoryObj<typeof meta>

export const Wallets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My wallet' })).toBeVisible()
    await expect(await canvas.findByTestId('wallet-SBO')).toHaveTextContent('Maintenance')
    await expect(canvas.getByRole('button', { name: 'Collect all to main' })).toBeDisabled()
  },
}

/** A transfer of 30 into PG Soft: the form checks the amount, then the wallet shows it. */
export const TransferIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Transfer into PG Soft' }))
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Transfer: PG Soft' }))
    await userEvent.type(dialog.getByLabelText('Amount'), '1.234')
    await userEvent.click(dialog.getByRole('button', { name: 'Transfer' }))
    await expect(dialog.getByLabelText('Amount')).toHaveAccessibleDescription(
      'Enter a number with at most 2 decimals',
    )
    await userEvent.clear(dialog.getByLabelText('Amount'))
    await userEvent.type(dialog.getByLabelText('Amount'), '30')
    await userEvent.click(dialog.getByRole('button', { name: 'Transfer' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('30.00 transferred to PG Soft.')
    await expect(within(canvas.getByTestId('wallet-PG')).getByTestId('wallet-balance')).toHaveTextContent(
      '30.00',
    )
  },
}

/** The wallets could not be loaded: said, with a retry that works. */
export const LoadFailed: Story = loadFailedStory({
  signedInAs: 'agent01',
  path: '/wps/relay/GCS_getAllWalletBalanceV2',
  said: 'Your wallets could not be loaded.',
  loaded: async (canvas) => {
    await expect(await canvas.findByTestId('main-wallet')).toBeVisible()
  },
})
