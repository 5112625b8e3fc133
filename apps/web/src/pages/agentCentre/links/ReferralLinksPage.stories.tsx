import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import ReferralLinksPage from './ReferralLinksPage'

/** /agentHome/agentReferralLinks against the simulator, signed in as agent01 (codes AG2024 and AG2024VIP). */
const meta = {
  title: 'Pages/Agent centre/Referral links',
  component: ReferralLinksPage,
  parameters: { portal: { signedInAs: 'agent01' } },
} satisfies Meta<typeof ReferralLinksPage>

export default meta
type Story = StoryObj<typeof meta>

export const Links: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('img', { name: 'QR code: Link with code AG2024VIP' })).toBeVisible()
    await expect(canvas.getAllByRole('button', { name: 'Copy link' })).toHaveLength(2)
  },
}
