import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { loadFailedStory } from '../../../testing/loadFailedStory'
import DevicesPage from './DevicesPage'

/** /member/devices against the simulator, signed in as member01 (the story's own session is this device). */
const meta = {
  title: 'Pages/Member centre/Devices',
  component: DevicesPage,
  parameters: { portal: { signedInAs: 'member01' } },
} satisfies Meta<typeof DevicesPage>

export default meta
type Story = StoryObj<typeof meta>

export const ThisDevice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Devices and sessions' })).toBeVisible()
    const rows = await canvas.findAllByTestId('session')
    await expect(rows[0]).toHaveTextContent('This device')
    await expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull()
  },
}

/** The list could not be loaded: said, with a retry that works. */
export const LoadFailed: Story = loadFailedStory({
  signedInAs: 'member01',
  path: '/wps/relay/MCSFE_getLoginSessions',
  said: 'Your sessions could not be loaded.',
  loaded: async (canvas) => {
    await expect(await canvas.findAllByTestId('session')).not.toHaveLength(0)
  },
})
