import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { NoticePopup } from './NoticePopup'
import { storyNotices } from './storyNotices'

const meta = {
  title: 'Content/NoticePopup',
  component: NoticePopup,
  args: { notices: storyNotices(11), onClose: fn() },
} satisfies Meta<typeof NoticePopup>

export default meta
type Story = StoryObj<typeof meta>

/** Eleven notices: eight on the first page, the first unfolded; one open at a time. */
export const Accordion: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Notices' })
    const toggles = within(dialog).getAllByRole('button', { expanded: false })
    await expect(within(dialog).getAllByRole('button', { expanded: true })).toHaveLength(1)
    await expect(toggles).toHaveLength(7)
    await userEvent.click(within(dialog).getByRole('button', { name: /Notice 2:/ }))
    await expect(within(dialog).getByRole('button', { name: /Notice 2:/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(within(dialog).getByRole('button', { name: /Notice 1:/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Page 2' }))
    await expect(within(dialog).getByRole('button', { name: /Notice 9:/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(within(dialog).queryByRole('button', { name: /Notice 1:/ })).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await expect(args.onClose).toHaveBeenCalled()
  },
}

/** No notices: a sentence instead of an empty list, and no pager. */
export const Empty: Story = {
  args: { notices: [] },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Notices' })
    // The dialog fades in: wait for the end of its entrance.
    await waitFor(() => expect(within(dialog).getByText('There are no notices right now.')).toBeVisible())
  },
}
