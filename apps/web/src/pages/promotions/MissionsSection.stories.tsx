import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { MissionsSection } from './MissionsSection'

/** The promotions page's missions and leaderboard, against the simulator. */
const meta = {
  title: 'Pages/Promotions/Missions',
  component: MissionsSection,
} satisfies Meta<typeof MissionsSection>

export default meta
type Story = StoryObj<typeof meta>

const phone = { viewport: { value: 'phone', isRotated: false } }
const desktop = { viewport: { value: 'desktop', isRotated: false } }

export const Anonymous: Story = {
  globals: { ...desktop, theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Missions' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const Member: Story = {
  globals: { ...desktop, theme: 'dark' },
  parameters: { portal: { signedInAs: 'member01' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const board = await canvas.findByRole('table', { name: 'Leaderboard' }, { timeout: 5000 })
    const rows = within(board).getAllByRole('row').slice(1)
    await expect(rows.length).toBeGreaterThan(1)
    const first = within(rows[0] as HTMLElement).getAllByRole('cell')
    await expect(first[0]).toHaveTextContent('1')
    // The account as the server masked it; the amount with two decimals and separators.
    await expect(first[1]?.textContent).toContain('***')
    await expect(first[2]?.textContent).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/)
    await expect(await canvas.findByRole('progressbar', { name: 'Sign in 7 days' })).toBeVisible()
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(3)
  },
}

export const MemberPhoneLight: Story = {
  globals: { ...phone, theme: 'light' },
  parameters: { portal: { signedInAs: 'member01' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('table', { name: 'Leaderboard' }, { timeout: 5000 })).toBeVisible()
  },
}

export const LeaderboardFailed: Story = {
  globals: { ...desktop, theme: 'dark' },
  parameters: {
    portal: {
      signedInAs: 'member01',
      fault: { kind: 'drop', path: '/wps/relay/MCSFE_getMissionLeaderboard' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // Each list keeps its own state: the missions show while the leaderboard offers a retry.
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'This could not be loaded.',
    )
    await expect(await canvas.findByRole('progressbar', { name: 'Sign in 7 days' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByRole('table', { name: 'Leaderboard' }, { timeout: 5000 })).toBeVisible()
  },
}
