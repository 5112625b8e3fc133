import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { loadFailedStory } from '../../../testing/loadFailedStory'
import TeamOverviewPage from './TeamOverviewPage'

/** /agentHome/agentTeamOverview against the simulator, signed in as agent01 (52 downlines on three levels). */
const meta = {
  title: 'Pages/Agent centre/Team overview',
  component: TeamOverviewPage,
  parameters: { portal: { signedInAs: 'agent01' } },
} satisfies Meta<typeof TeamOverviewPage>

export default meta
type Story = StoryObj<typeof meta>

export const Today: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('img', { name: 'Valid bets per day' })).toBeVisible()
    await expect(canvas.getByText('12 direct')).toBeVisible()
  },
}

export const ThisMonth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('img', { name: 'Valid bets per day' })
    await userEvent.click(canvas.getByRole('button', { name: 'This month' }))
    await expect(canvas.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true')
  },
}

/** The figures could not be loaded: said, with a retry that works. */
export const LoadFailed: Story = loadFailedStory({
  signedInAs: 'agent01',
  path: '/wps/relay/ODSFE2_teamOverview',
  loaded: async (canvas) => {
    await expect(await canvas.findByRole('img', { name: 'Valid bets per day' })).toBeVisible()
  },
})
