import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { LanguageSelector } from './LanguageSelector'

/** The brand's languages, each in its own script; a pick goes to the portal, which owns the choice. */
const meta = {
  title: 'Components/LanguageSelector',
  component: LanguageSelector,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LanguageSelector>

export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement)
    const select = await canvas.findByRole('combobox', { name: 'Language' })
    await expect(select).toHaveDisplayValue('English')
    const names = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent)
    await expect(names).toEqual(['English', '简体中文', '繁體中文', 'Tiếng Việt', 'العربية'])

    await userEvent.selectOptions(select, '简体中文')
    // The label is now Chinese, the document says so, and the portal remembers the product code.
    await expect(await canvas.findByRole('combobox', { name: '语言' })).toHaveDisplayValue('简体中文')
    await expect(document.documentElement).toHaveAttribute('lang', 'zh-Hans')
    await expect(context.loaded.simulated.localStore.get('lang')).toBe('CN')

    await userEvent.selectOptions(canvas.getByRole('combobox'), 'العربية')
    await expect(await canvas.findByRole('combobox', { name: 'اللغة' })).toHaveDisplayValue('العربية')
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
  },
}

/** A visitor who chose Arabic before comes back to a right-to-left page. */
export const StoredArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('combobox', { name: 'اللغة' })).toHaveDisplayValue('العربية')
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    await expect(document.documentElement).toHaveAttribute('lang', 'ar')
  },
}
