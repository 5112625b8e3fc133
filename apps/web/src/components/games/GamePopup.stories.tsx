import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { GamePopup } from './GamePopup'

const page = `data:text/html,${encodeURIComponent('<body style="margin:0;display:grid;place-items:center;height:100vh;background:#111;color:#fde68a;font:700 32px sans-serif">Golden Dragon</body>')}`

const meta = {
  title: 'Games/GamePopup',
  component: GamePopup,
  args: { open: true, url: page, title: 'Golden Dragon', onClose: fn(), onExpand: fn() },
} satisfies Meta<typeof GamePopup>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The game in a sandboxed frame; the close button hands back to the page. The game is on another origin than the
 * portal (here a data: page), so it may keep its own origin; a game on the portal's origin never may.
 */
export const Playing: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole('dialog', { name: 'Golden Dragon' })
    const frame = within(dialog).getByTitle('Golden Dragon')
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups allow-same-origin')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close game' }))
    await expect(args.onClose).toHaveBeenCalled()
  },
}

/** "Play in the page" hands the game to /seamless, which plays it in the page with the header around it. */
export const MovedIntoThePage: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Golden Dragon',
    })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Play in the page' }))
    await expect(args.onExpand).toHaveBeenCalled()
    await expect(args.onClose).not.toHaveBeenCalled()
  },
}
