import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import AgentAnnouncementsPage from './AgentAnnouncementsPage'

/** /agentHome/agentAnnouncement against the simulator, signed in as agent01. */
const meta = {
  title: 'Pages/Agent centre/Announcements',
  component: AgentAnnouncementsPage,
  parameters: { portal: { signedInAs: 'agent01' } },
} satisfies Meta<typeof AgentAnnouncementsPage>

export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(3)
  },
}

/** One opened to read (its sanitised HTML is checked end to end, apps/web/e2e/agent-open.spec.ts). */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [first] = await canvas.findAllByRole('button')
    await userEvent.click(first as HTMLElement)
    await expect(await canvas.findByRole('button', { name: 'Back to announcements' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(
      'Daily salary is paid before 10:00',
    )
  },
}
