import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
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
export const LoadFailed: Story = {
  parameters: {
    portal: {
      signedInAs: 'member01',
      fault: { kind: 'malformed-json', path: '/wps/relay/MCSFE_getLoginSessions', times: 1 },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your sessions could not be loaded.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findAllByTestId('session')).not.toHaveLength(0)
  },
}
