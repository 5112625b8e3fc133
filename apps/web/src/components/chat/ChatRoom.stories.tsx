import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import ChatRoom from './ChatRoom'

/** The chat room: a floating button that opens a side panel (a full-height sheet on phones). */
const meta = {
  title: 'Components/ChatRoom',
  component: ChatRoom,
} satisfies Meta<typeof ChatRoom>

export default meta
type Story = StoryObj<typeof meta>

const phone = { viewport: { value: 'phone', isRotated: false } }
const desktop = { viewport: { value: 'desktop', isRotated: false } }

async function openPanel(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  await userEvent.click(await canvas.findByRole('button', { name: 'Chat room' }))
  return within(await canvas.findByRole('dialog', { name: 'Chat room' }))
}

export const Closed: Story = {
  globals: { ...desktop, theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const launcher = await canvas.findByRole('button', { name: 'Chat room' })
    await expect(launcher).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByRole('dialog')).toBeNull()
  },
}

export const ModelList: Story = {
  globals: { ...desktop, theme: 'dark' },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement)
    await expect(await panel.findByRole('button', { name: /Customer support/ })).toBeVisible()
    await expect(panel.getByRole('button', { name: /VIP host/ })).toBeVisible()
    await expect(panel.getByRole('button', { name: /Players lobby/ })).toBeVisible()
  },
}

export const RoomOpen: Story = {
  globals: { ...desktop, theme: 'light' },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement)
    await userEvent.click(await panel.findByRole('button', { name: /VIP host/ }))
    const frame = await panel.findByTitle('Chat: VIP host')
    await expect(frame.getAttribute('src')).toMatch(/\/sim\/chat\/vip\?lang=/)
    await expect(panel.getByRole('heading', { name: 'VIP host' })).toBeVisible()
    // Back to the list, then the panel closes and the button takes the focus back.
    await userEvent.click(panel.getByRole('button', { name: 'All chat rooms' }))
    await expect(await panel.findByRole('button', { name: /Customer support/ })).toBeVisible()
    await userEvent.click(panel.getByRole('button', { name: 'Close chat' }))
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('dialog')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Chat room' })).toHaveFocus()
  },
}

export const PhoneSheet: Story = {
  globals: { ...phone, theme: 'dark' },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement)
    await expect(await panel.findByRole('button', { name: /Customer support/ })).toBeVisible()
    const sheet = canvasElement.ownerDocument.querySelector('[role="dialog"]')
    await expect(sheet?.getBoundingClientRect().width).toBe(window.innerWidth)
  },
}

export const ListFailed: Story = {
  globals: { ...desktop, theme: 'dark' },
  parameters: { portal: { fault: { kind: 'drop', path: '/wps/relay/CBS_modelList' } } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement)
    await expect(await panel.findByRole('alert')).toHaveTextContent('Network link is abnormal')
    await userEvent.click(panel.getByRole('button', { name: 'Try again' }))
    await expect(await panel.findByRole('button', { name: /Customer support/ })).toBeVisible()
  },
}
