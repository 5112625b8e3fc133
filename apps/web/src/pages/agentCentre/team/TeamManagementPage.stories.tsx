import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import TeamManagementPage from './TeamManagementPage'

/** /agentHome/downlineManagmentView against the simulator, signed in as agent01. */
const meta = {
  title: 'Pages/Agent centre/Team management',
  component: TeamManagementPage,
  parameters: { portal: { signedInAs: 'agent01' } },
} satisfies Meta<typeof TeamManagementPage>

export default meta
type Story = StoryObj<typeof meta>

export const DirectDownlines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('12 downlines')).toBeVisible()
    await expect(canvas.getAllByRole('row')).toHaveLength(11)
  },
}

/** A search that is no account: refused beside the field, the text kept. */
export const BadSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('12 downlines')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Account' }), 'a b')
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Letters and digits only, at most 32')
    await expect(canvas.getByRole('textbox', { name: 'Account' })).toHaveValue('a b')
  },
}

/** Down into a sub-agent's team: the breadcrumbs show the way back. */
export const DrilledIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('12 downlines')
    await userEvent.click(canvas.getAllByRole('button', { name: /^Team of / })[0] as HTMLElement)
    await expect(await canvas.findByText('4 downlines')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'My team' })).toBeVisible()
  },
}
