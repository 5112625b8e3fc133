import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { loadFailedStory } from '../../../testing/loadFailedStory'
import ReferralPage from './ReferralPage'

/** /member/referral against the simulator: member01 has three invitees in the seed, two of them deposited. */
const meta = {
  title: 'Pages/Member centre/Invite friends',
  component: ReferralPage,
  parameters: { portal: { signedInAs: 'member01' } },
} satisfies Meta<typeof ReferralPage>

export default meta
type Story = StoryObj<typeof meta>

export const Member: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Invite friends' })).toBeVisible()
    await expect(await canvas.findByRole('textbox', { name: 'Referral code' })).toHaveValue('RMEMBER01')
    const link = canvas.getByRole('textbox', { name: 'Your referral link' }) as HTMLInputElement
    await expect(new URL(link.value).pathname + new URL(link.value).search).toBe(
      '/register?referralCode=RMEMBER01',
    )
    await expect(canvas.getByTestId('referral-income')).toHaveTextContent('$150.00')
    // The invitees' table (the ranking and the claim report are tables too): a header row and three invitees.
    const invitees = await canvas.findByRole('table', { name: 'Invited friends' })
    await expect(within(invitees).getAllByRole('row')).toHaveLength(4)
  },
}

/** The invitees call failed once: said, with a retry that works. */
export const LoadFailed: Story = loadFailedStory({
  signedInAs: 'member01',
  path: '/wps/relay/MCSFE_getReferralList',
  said: 'Your referral details could not be loaded.',
  loaded: async (canvas) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Invite friends' })).toBeVisible()
    await expect(await canvas.findByRole('table', { name: 'Invited friends' })).toBeVisible()
  },
})
