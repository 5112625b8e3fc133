import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { GameCard } from './GameCard'
import { gameArt } from './storyArt'

const meta = {
  title: 'Games/GameCard',
  component: GameCard,
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 220, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    name: 'Golden Dragon',
    imageUrl: gameArt(0, 'DRAGON'),
    trial: true,
    favourite: false,
    onPlay: fn(),
    onTrial: fn(),
    onToggleFavourite: fn(),
  },
} satisfies Meta<typeof GameCard>

export default meta
type Story = StoryObj<typeof meta>

/** supportPlay 0: both buttons and the favourite toggle. */
export const WithFreeTrial: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Golden Dragon' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'PLAY NOW' }))
    await expect(args.onPlay).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'FREE TRIAL' }))
    await expect(args.onTrial).toHaveBeenCalledOnce()
    const favourite = canvas.getByRole('button', { name: 'Favourite Golden Dragon' })
    await expect(favourite).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(favourite)
    await expect(args.onToggleFavourite).toHaveBeenCalledOnce()
  },
}

/** No free trial: only PLAY NOW. */
export const WithoutFreeTrial: Story = {
  args: { trial: false, favourite: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'PLAY NOW' })).toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: 'FREE TRIAL' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Favourite Golden Dragon' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  },
}

/** A picture that fails to load gives way to the default game icon. */
export const BrokenImage: Story = {
  args: { imageUrl: '/no-such-picture.png' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByTestId('default-game-icon')).toBeVisible()
  },
}
