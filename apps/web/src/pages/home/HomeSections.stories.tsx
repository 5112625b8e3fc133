import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { BannerCarousel } from '../../components/banners/BannerCarousel'
import { WinnersBoard } from '../../components/games/WinnersBoard'
import { CasinoTabs } from './CasinoTabs'
import { DownloadTeaser } from './DownloadTeaser'
import { HotGames } from './HotGames'
import { storyBanners, storyHotGames, storyTabs, storyWinners } from './homeStoryData'
import { NoticeMarquee } from './NoticeMarquee'
import { ServiceSection } from './ServiceSection'

/** The home page's sections with fixture data; the wired page is covered end to end. */
const meta = {
  title: 'Home/Sections',
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 1200, marginInline: 'auto', padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const onOpen = fn()

/** Three banners: arrows and dots; the linked one is a button. */
export const Banners: Story = {
  render: () => <BannerCarousel banners={storyBanners} onOpen={onOpen} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'Next' })).toBeInTheDocument()
    await expect(canvas.getAllByRole('button', { name: /^Slide / })).toHaveLength(3)
    await userEvent.click(canvas.getByRole('button', { name: 'Slide 2 of 3' }))
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Slide 2 of 3' })).toHaveAttribute('aria-current', 'true'),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'LIVE CASINO' }))
    await expect(onOpen).toHaveBeenCalledWith(storyBanners[1])
  },
}

/** One banner: no arrows, no dots. */
export const SingleBanner: Story = {
  render: () => <BannerCarousel banners={storyBanners.slice(0, 1)} onOpen={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('img', { name: 'WELCOME BONUS' })).toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: /^Slide / })).toBeNull()
  },
}

export const Notices: Story = {
  render: () => (
    <NoticeMarquee
      notices={[
        { key: '1', text: 'Weekly cashback of up to 1.2% on slots is now live.' },
        { key: '2', text: 'Scheduled maintenance of the sports book on Monday 04:00–06:00.' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Notices' })
    await expect(region).toHaveTextContent('Weekly cashback')
  },
}

const onStart = fn()

/** Pointing at a tab shows its vendors; a vendor button starts it. */
export const Casino: Story = {
  render: () => <CasinoTabs tabs={storyTabs} onStart={onStart} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const tabs = await canvas.findAllByRole('tab')
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Sports', 'Live casino', 'Slots', 'Fishing'])
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    await userEvent.hover(canvas.getByRole('tab', { name: 'Live casino' }))
    await expect(canvas.getByRole('tab', { name: 'Live casino' })).toHaveAttribute('aria-selected', 'true')
    const panel = canvas.getByRole('tabpanel')
    await expect(within(panel).getAllByRole('button')).toHaveLength(10)
    await userEvent.click(within(panel).getByRole('button', { name: 'Evo' }))
    await expect(onStart).toHaveBeenCalledWith('LIVE', storyTabs[1]?.vendors[0])
  },
}

const onPlay = fn()
const onTrial = fn()

export const Hot: Story = {
  render: () => <HotGames games={storyHotGames} onPlay={onPlay} onTrial={onTrial} onToggleFavourite={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Hot games' })).toBeVisible()
    await expect(canvas.getAllByRole('article')).toHaveLength(storyHotGames.length)
    await expect(canvas.getAllByRole('button', { name: 'FREE TRIAL' })).toHaveLength(4)
    await userEvent.click(
      within(canvas.getByRole('article', { name: 'Lucky Neko' })).getByRole('button', { name: 'PLAY NOW' }),
    )
    await expect(onPlay).toHaveBeenCalledWith(storyHotGames[1])
  },
}

export const Winners: Story = {
  render: () => <WinnersBoard winners={storyWinners} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await canvas.findByRole('list')
    await expect(
      within(list)
        .getAllByRole('listitem')
        .filter((row) => !row.hasAttribute('aria-hidden')),
    ).toHaveLength(20)
    await expect(list).toHaveTextContent('123,456.79')
    await expect(list).toHaveTextContent('6,172.83')
  },
}

/** The counters reach their targets once on screen. */
export const Service: Story = {
  render: () => <ServiceSection />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Our service' })).toBeVisible()
    await waitFor(
      () => expect(canvasElement.querySelector('li span[aria-hidden]')?.textContent).toBe('60sec'),
      {
        timeout: 4000,
      },
    )
  },
}

export const Download: Story = {
  render: () => <DownloadTeaser />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: /Download the app/ }),
    ).toHaveAttribute('href', '/down')
  },
}
