import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import MrSalaryPage from './MrSalaryPage'

/** /agentHome/agentMRDailySalary against the simulator, signed in as agent01 (own rate 1.50 %). */
const meta = {
  title: 'Pages/Agent centre/Salary by member ratio',
  component: MrSalaryPage,
  parameters: { portal: { signedInAs: 'agent01' } },
} satisfies Meta<typeof MrSalaryPage>

export default meta
type Story = StoryObj<typeof meta>

/** Yesterday: agent02 at its seeded 1.00 % with a day due, everyone else without a rate. */
export const Yesterday: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByTestId('mr-row-agent02')).toHaveTextContent('Due')
    await expect(canvas.getByRole('textbox', { name: 'Rate for agent02 (%)' })).toHaveValue('1.00')
  },
}

/** A rate above the agent's own: the reason beside the field, what was typed kept. */
export const RateAboveOwn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const row = within(await canvas.findByTestId('mr-row-member01'))
    await userEvent.type(row.getByRole('textbox'), '2')
    await userEvent.click(row.getByRole('button', { name: 'Save' }))
    await expect(await row.findByRole('alert')).toHaveTextContent('At most your own rate, 1.50%')
    await expect(row.getByRole('textbox')).toHaveValue('2')
  },
}
