import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect } from 'react'
import { expect, within } from 'storybook/test'
import { markPageShown } from '../../platform/pageSettled'
import { SiteLayout } from './SiteLayout'

/**
 * The page the layout holds, as the router's PageHost would show it: on screen, so the parts beside the page (the
 * footer, the side bar's links, the chat room) come out once the story has settled.
 */
function PlaceholderPage() {
  useEffect(markPageShown, [])
  return <div style={{ minHeight: '40vh' }} />
}

/** The chrome every page gets: header, side bar and footer, around a placeholder page. */
const meta = {
  title: 'Layouts/SiteLayout',
  component: SiteLayout,
  args: {
    layout: { header: true, footer: true, sideMenu: true },
    children: <PlaceholderPage />,
  },
} satisfies Meta<typeof SiteLayout>

export default meta
type Story = StoryObj<typeof meta>

const phone = { viewport: { value: 'phone', isRotated: false } }
const desktop = { viewport: { value: 'desktop', isRotated: false } }

async function expectChrome(canvasElement: HTMLElement, theme: 'dark' | 'light', width: 'phone' | 'desktop') {
  const canvas = within(canvasElement)
  await expect(await canvas.findByRole('banner')).toBeVisible()
  await expect(canvas.getByRole('navigation', { name: 'Games' })).toBeVisible()
  // Wide headers sign in inline (a form that loads after the page); narrow ones link to the login popup.
  const logIn =
    width === 'desktop'
      ? // A lazy chunk: on a busy machine it takes longer than findBy's default second to arrive.
        canvas.findByRole('button', { name: 'Log in' }, { timeout: 10_000 })
      : canvas.findByRole('link', { name: 'Log in' })
  await expect(await logIn).toBeVisible()
  await expect(canvas.getByRole('link', { name: 'Register' })).toBeVisible()
  // The footer is a chunk of its own, loaded after the page.
  await expect(await canvas.findByRole('contentinfo', {}, { timeout: 5000 })).toHaveTextContent(
    '© 2018-2024 NovaPlay. All rights reserved.',
  )
  await expect(document.documentElement).toHaveAttribute('data-theme', theme)
  // Vendor logos, each vendor once: monochrome on the dark theme, in colour on the light one.
  const logos = within(await canvas.findByRole('list', { name: 'Game providers' }, { timeout: 5000 }))
  const images = logos.getAllByRole('img')
  // A logo that fails to load is the default picture, named by aria-label instead of alt.
  const names = images.map((image) => image.getAttribute('alt') ?? image.getAttribute('aria-label'))
  await expect(names.length).toBeGreaterThan(1)
  await expect(new Set(names).size).toBe(names.length)
  const logo = canvasElement.querySelector<HTMLImageElement>('[aria-label="Game providers"] img')
  if (logo) await expect(logo).toHaveAttribute('loading', 'lazy')
  if (logo)
    await expect(logo.getAttribute('src')).toMatch(theme === 'dark' ? /\/white\.svg$/ : /\/color\.svg$/)
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
    const canvas = await expectChrome(canvasElement, 'dark', 'desktop')
    await expect(brandNameWidth(canvas)).toBeGreaterThan(1)
    await expect(canvas.getByRole('complementary', { name: 'Quick links' })).toBeVisible()
    await expect(canvas.getByText('Play responsibly. Fast deposits, instant withdrawals.')).toBeVisible()
  },
}

export const DesktopLight: Story = {
  globals: { ...desktop, theme: 'light' },
  play: async ({ canvasElement }) => {
    await expectChrome(canvasElement, 'light', 'desktop')
  },
}

/** On a phone the header logo shows its mark only (the name stays its accessible name); tagline and side bar go. */
export const PhoneDark: Story = {
  globals: { ...phone, theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = await expectChrome(canvasElement, 'dark', 'phone')
    await expect(brandNameWidth(canvas)).toBeLessThanOrEqual(1)
    await expect(canvas.getByLabelText('Quick links')).not.toBeVisible()
    await expect(canvas.getByText('Play responsibly. Fast deposits, instant withdrawals.')).not.toBeVisible()
  },
}

export const PhoneLight: Story = {
  globals: { ...phone, theme: 'light' },
  play: async ({ canvasElement }) => {
    const canvas = await expectChrome(canvasElement, 'light', 'phone')
    await expect(brandNameWidth(canvas)).toBeLessThanOrEqual(1)
  },
}

/** Arabic mirrors the page: the document is right-to-left and the chrome is translated. */
export const DesktopArabic: Story = {
  globals: { ...desktop, theme: 'dark', locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'تسجيل الدخول' })).toBeVisible()
    const register = canvas.getByRole('link', { name: 'التسجيل' })
    // The account actions sit at the header's inline end, which is now the left.
    await expect(register.getBoundingClientRect().right).toBeLessThan(window.innerWidth / 2)
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    await expect(document.documentElement).toHaveAttribute('lang', 'ar')
  },
}
