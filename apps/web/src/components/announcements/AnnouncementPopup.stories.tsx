import { type AnnouncementPopupView, type AnnouncementsEvent, announcementsIntents } from '@portal/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { AnnouncementPopup } from './AnnouncementPopup'
import { storyNotices } from './storyNotices'

const items = storyNotices(8, 'Announcement')

/** What the popup asks of the flow, recorded: its intents send here. */
const send = fn<(event: AnnouncementsEvent) => void>()

function popup(overrides: Partial<AnnouncementPopupView> = {}): AnnouncementPopupView {
  const selectedIndex = overrides.selectedIndex ?? 0
  const list = overrides.items ?? items
  const selected = list[selectedIndex] ?? null
  return {
    items: list,
    page: 1,
    pageCount: 2,
    selectedIndex,
    selected,
    canGoToPromotion: Boolean(selected?.promotionType),
    ...overrides,
  }
}

const meta = {
  title: 'Content/AnnouncementPopup',
  component: AnnouncementPopup,
  args: { popup: popup(), intents: announcementsIntents(send) },
} satisfies Meta<typeof AnnouncementPopup>

export default meta
type Story = StoryObj<typeof meta>

/** The first page: titles beside the selected item, sanitised, with its promotion button. */
export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole('dialog', { name: 'Announcements' })
    const detail = within(dialog).getByRole('article')
    await waitFor(() => expect(within(detail).getByText('Double rewards')).toBeVisible())
    await expect(detail.querySelector('script, [onerror]')).toBeNull()
    await expect(within(detail).getByRole('link', { name: 'Terms apply' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    )
    await expect((window as { __story_xss?: unknown }).__story_xss).toBeUndefined()
    await userEvent.click(within(dialog).getByRole('button', { name: /Announcement 3/ }))
    await expect(send).toHaveBeenCalledWith({ type: 'announcements.select', index: 2 })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Page 2' }))
    await expect(send).toHaveBeenCalledWith({ type: 'announcements.goTo', page: 2 })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to promotion' }))
    await expect(send).toHaveBeenCalledWith({ type: 'announcements.promotion' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await expect(send).toHaveBeenCalledWith({ type: 'announcements.close' })
  },
}

/** The last page, an item without a promotion: no promotion button, "next" disabled. */
export const LastPageWithoutPromotion: Story = {
  args: { popup: popup({ items: items.slice(0, 3), page: 2, selectedIndex: 1 }) },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Announcements',
    })
    await expect(within(dialog).queryByRole('button', { name: 'Go to promotion' })).toBeNull()
    await expect(within(dialog).getByRole('button', { name: 'Next page' })).toBeDisabled()
    await expect(within(dialog).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

/** Everything on one page: no pager at all. */
export const SinglePage: Story = {
  args: { popup: popup({ items: items.slice(0, 2), pageCount: 1 }) },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Announcements',
    })
    await expect(within(dialog).queryByRole('navigation', { name: 'Announcement pages' })).toBeNull()
  },
}
