import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { loadFailedStory } from '../../../testing/loadFailedStory'
import WithdrawPage from './WithdrawPage'

/** /member/withdraw against the simulator, signed in as member01 (a card on file, fund password 123456). */
const meta = {
  title: 'Pages/Member centre/Withdraw',
  component: WithdrawPage,
  parameters: { portal: { signedInAs: 'member01' } },
} satisfies Meta<typeof WithdrawPage>

export default meta
type Story = StoryObj<typeof meta>

/** Limits, fee rule and turnover before anything is typed; the default card chosen. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('radio', { name: /CTBC Bank/ })).toBeChecked()
    await expect(canvas.getByText('Per withdrawal')).toBeVisible()
    await expect(canvas.getByText('Turnover still to bet')).toBeVisible()
  },
}

/** A submit with nothing typed: each problem beside its field, nothing sent. */
export const Checked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('radio', { name: /CTBC Bank/ })
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '5.555')
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }))
    await expect(await canvas.findByText('Enter an amount with at most 2 decimals')).toBeVisible()
    await expect(canvas.getByText('Enter your fund password')).toBeVisible()
  },
}

/** The card form: a number that fails the Luhn check is refused before it leaves. */
export const AddCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a card' }))
    await userEvent.selectOptions(canvas.getByLabelText('Bank'), 'BOT')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Card number' }), '4111111111111112')
    await userEvent.click(canvas.getByRole('button', { name: 'Save card' }))
    await expect(
      await canvas.findByText(
        'This card number fails its checksum (the last digit checks the others): compare each digit with your card',
      ),
    ).toBeVisible()
  },
}

/** Settings could not be loaded: said, with a retry that works. */
export const LoadFailed: Story = loadFailedStory({
  signedInAs: 'member01',
  path: '/wps/relay/MCSFE_getWithdrawSettings',
  loaded: async (canvas) => {
    await expect(await canvas.findByRole('radio', { name: /CTBC Bank/ })).toBeChecked()
  },
})
