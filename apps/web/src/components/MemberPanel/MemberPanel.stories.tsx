import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { balanceHiddenKey } from '../BalanceWidget/useBalanceHidden'
import { HeaderAccount } from './HeaderAccount'

/** The header's account slot against the simulator: the member panel, its menu and the sign-out question. */
const meta = {
  title: 'Components/MemberPanel',
  component: HeaderAccount,
  // The panel sits at the header's inline end, where its drop-down opens towards the page.
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16, minBlockSize: 380 }}>
        <Story />
      </div>
    ),
  ],
  // The show/hide choice lives in the real localStorage; every story starts with the balance shown.
  beforeEach: () => localStorage.removeItem(balanceHiddenKey),
} satisfies Meta<typeof HeaderAccount>

export default meta
type Story = StoryObj<typeof meta>

/** Digits with separators and exactly 2 decimals, after the currency symbol. */
const twoDecimals = /\d{1,3}(,\d{3})*\.\d{2}$/

export const Member: Story = {
  parameters: { portal: { signedInAs: 'member01' } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    // The panel is a lazy chunk; on a busy machine its first load takes longer than findBy's default second.
    await expect(await canvas.findByText('member01', {}, { timeout: 10_000 })).toBeVisible()
    const amount = canvas.getByTestId('balance-amount')
    await waitFor(() => expect(amount).toHaveTextContent(twoDecimals))
    await expect(canvas.queryByRole('link', { name: 'Agent centre' })).toBeNull()

    await step('hiding masks the digits', async () => {
      const hide = canvas.getByRole('button', { name: 'Hide balance' })
      await userEvent.click(hide)
      await expect(amount).toHaveTextContent(/\*{4}\.\*{2}$/)
      await expect(localStorage.getItem(balanceHiddenKey)).toBe('1')
      await userEvent.click(hide)
      await expect(amount).toHaveTextContent(twoDecimals)
    })

    await step('the menu opens from the keyboard and Escape returns focus', async () => {
      const button = canvas.getByRole('button', { name: /^Account menu/ })
      button.focus()
      await userEvent.keyboard('{ArrowDown}')
      const items = within(canvas.getByRole('menu')).getAllByRole('menuitem')
      await expect(items.map((item) => item.textContent)).toEqual([
        'My account',
        'Withdraw',
        'Account record',
        'Betting record',
        'Profile',
        'My games',
        // The messages entry carries its unread count.
        expect.stringMatching(/^Messages/),
        'Sign out',
      ])
      await expect(items[0]).toHaveFocus()
      await userEvent.keyboard('{Escape}')
      await expect(canvas.queryByRole('menu')).toBeNull()
      await expect(button).toHaveFocus()
    })

    await step('sign out asks first, and Cancel keeps the session', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /^Account menu/ }))
      await userEvent.click(canvas.getByRole('menuitem', { name: 'Sign out' }))
      const dialog = await canvas.findByRole('dialog', { name: 'Sign out?' })
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull())
      await expect(canvas.getByText('member01')).toBeVisible()
    })
  },
}

export const Agent: Story = {
  parameters: { portal: { signedInAs: 'agent01' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('agent01', {}, { timeout: 10_000 })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Agent centre' })).toHaveAttribute('href', '/agentHome')
    await userEvent.click(canvas.getByRole('button', { name: /^Account menu/ }))
    await expect(canvas.getByRole('menuitem', { name: 'Agent centre' })).toBeVisible()
  },
}

/** A stored token being restored: a placeholder holds the place instead of offering Log in. */
export const Loading: Story = {
  parameters: { portal: { signedInAs: 'member01', latencyMs: 800 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByTestId('member-panel-skeleton', {}, { timeout: 4000 })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Log in' })).toBeNull()
    await expect(await canvas.findByText('member01', {}, { timeout: 4000 })).toBeVisible()
  },
}
