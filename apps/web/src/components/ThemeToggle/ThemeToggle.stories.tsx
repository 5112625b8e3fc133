import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { ThemeToggle } from './ThemeToggle'

/** Switches dark and light; the choice is remembered in the local store for the next visit. */
const meta = {
  title: 'Components/ThemeToggle',
  component: ThemeToggle,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ThemeToggle>

export default meta
type Story = StoryObj<typeof meta>

/** The theme's page colour (a custom property, so no transition delays it). */
const pageBackground = () => getComputedStyle(document.documentElement).getPropertyValue('--color-bg')

export const FromDark: Story = {
  globals: { theme: 'dark' },
  play: async (context) => {
    const canvas = within(context.canvasElement)
    const toggle = await canvas.findByRole('button', { name: 'Switch to light theme' })
    const darkBackground = pageBackground()
    await userEvent.click(toggle)
    await expect(canvas.getByRole('button', { name: 'Switch to dark theme' })).toBe(toggle)
    await expect(document.documentElement).toHaveAttribute('data-theme', 'light')
    await expect(pageBackground()).not.toBe(darkBackground)
    await expect(context.loaded.simulated.localStore.get('theme')).toBe('light')
  },
}

export const FromLight: Story = {
  globals: { theme: 'light' },
  play: async (context) => {
    const canvas = within(context.canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Switch to dark theme' }))
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark')
    await expect(context.loaded.simulated.localStore.get('theme')).toBe('dark')
  },
}
