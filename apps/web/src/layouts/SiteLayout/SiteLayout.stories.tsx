import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { SiteLayout } from './SiteLayout'

/** The chrome every page gets: header, side bar and footer, around a placeholder page. */
const meta = {
  title: 'Layouts/SiteLayout',
  component: SiteLayout,
  args: {
    layout: { header: true, footer: true, sideMenu: true },
    children: <div style={{ minHeight: '40vh' }} />,
  },
} satisfies Meta<typeof SiteLayout>

export default meta
type Story = StoryObj<typeof meta>

const phone = { viewport: { value: 'phone', isRotated: false } }
const desktop = { viewport: { value: 'desktop', isRotated: false } }

async function expectChrome(canvasElement: HTMLElement, theme: 'dark' | 'light') {
  const canvas = within(canvasElement)
  await expect(await canvas.findByRole('banner')).toBeVisible()
  await expect(canvas.getByRole('navigation', { name: 'Games' })).toBeVisible()
  await expect(canvas.getByRole('link', { name: 'Log in' })).toBeVisible()
  await expect(canvas.getByRole('link', { name: 'Register' })).toBeVisible()
  // The footer is a chunk of its own, loaded after the page.
  await expect(await canvas.findByRole('contentinfo', {}, { timeout: 5000 })).toHaveTextContent(
    '© 2018-2024 NovaPlay. All rights reserved.',
  )
  await expect(document.documentElement).toHaveAttribute('data-theme', theme)
  return canvas
}

/** The header logo's brand name as laid out: clipped to a pixel where only the mark shows. */
function brandNameWidth(canvas: ReturnType<typeof within>) {
  const home = within(canvas.getByRole('banner')).getByRole('link', { name: 'NovaPlay' })
  return within(home).getByText('NovaPlay').getBoundingClientRect().width
}

export const DesktopDark: Story = {
  globals: { ...desktop, theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = await expectChrome(canvasElement, 'dark')
    await expect(brandNameWidth(canvas)).toBeGreaterThan(1)
    await expect(canvas.getByRole('complementary', { name: 'Quick links' })).toBeVisible()
    await expect(canvas.getByText('Play responsibly. Fast deposits, instant withdrawals.')).toBeVisible()
  },
}

export const DesktopLight: Story = {
  globals: { ...desktop, theme: 'light' },
  play: async ({ canvasElement }) => {
    await expectChrome(canvasElement, 'light')
  },
}

/** On a phone the header logo shows its mark only (the name stays its accessible name); tagline and side bar go. */
export const PhoneDark: Story = {
  globals: { ...phone, theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = await expectChrome(canvasElement, 'dark')
    await expect(brandNameWidth(canvas)).toBeLessThanOrEqual(1)
    await expect(canvas.getByLabelText('Quick links')).not.toBeVisible()
    await expect(canvas.getByText('Play responsibly. Fast deposits, instant withdrawals.')).not.toBeVisible()
  },
}

export const PhoneLight: Story = {
  globals: { ...phone, theme: 'light' },
  play: async ({ canvasElement }) => {
    const canvas = await expectChrome(canvasElement, 'light')
    await expect(brandNameWidth(canvas)).toBeLessThanOrEqual(1)
  },
}

/** Arabic mirrors the page: the document is right-to-left and the chrome is translated. */
export const DesktopArabic: Story = {
  globals: { ...desktop, theme: 'dark', locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const register = await canvas.findByRole('link', { name: 'التسجيل' })
    await expect(canvas.getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible()
    // The account actions sit at the header's inline end, which is now the left.
    await expect(register.getBoundingClientRect().right).toBeLessThan(window.innerWidth / 2)
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    await expect(document.documentElement).toHaveAttribute('lang', 'ar')
  },
}
