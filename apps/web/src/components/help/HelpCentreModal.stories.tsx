import type { HelpSection, ResourceView } from '@portal/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { HelpCentreModal } from './HelpCentreModal'

const sections: HelpSection[] = [
  {
    anchor: 'about',
    title: 'About us',
    content: '<p>A licensed portal for live casino, slots and sports.</p>',
  },
  {
    anchor: 'deposit',
    title: 'How to deposit',
    content: '<ol><li>Open the wallet</li><li>Pick a channel</li><li>Confirm</li></ol>',
  },
  {
    anchor: 'privacy',
    title: 'Privacy policy',
    content:
      '<p>We keep your data safe. <a href="javascript:window.__story_xss=1">Read more</a></p><iframe srcdoc="<script>parent.__story_xss=1</script>"></iframe>',
  },
]

const loaded = (data: readonly HelpSection[]): ResourceView<readonly HelpSection[]> => ({
  status: 'loaded',
  data,
  refreshing: false,
  failure: null,
})

const meta = {
  title: 'Content/HelpCentreModal',
  component: HelpCentreModal,
  args: { help: loaded(sections), anchor: 'privacy', onRetry: fn(), onClose: fn() },
} satisfies Meta<typeof HelpCentreModal>

export default meta
type Story = StoryObj<typeof meta>

/** Opened at #privacy: its topic marked, its hostile HTML gone. */
export const AtAnchor: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Help centre',
    })
    await expect(within(dialog).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    const privacy = within(dialog).getByRole('region', { name: 'Privacy policy' })
    await waitFor(() => expect(within(privacy).getByText(/We keep your data safe/)).toBeVisible())
    await expect(privacy.querySelector('iframe, [href^="javascript"]')).toBeNull()
    await expect((window as { __story_xss?: unknown }).__story_xss).toBeUndefined()
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement)
    await expect(args.onClose).toHaveBeenCalled()
  },
}

export const Loading: Story = {
  args: { help: { status: 'loading', data: null, refreshing: false, failure: null } },
}

/** The call failed: the network sentence and a retry. */
export const Failed: Story = {
  args: { help: { status: 'failed', data: null, refreshing: false, failure: 'network' } },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Help centre',
    })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const Empty: Story = { args: { help: loaded([]), anchor: '' } }
