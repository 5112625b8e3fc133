import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'

// The module keeps its state for the page's life: each test imports it afresh. The web project shares one
// module graph between its files, where the app's other tests have already settled it: reset first.
let module: typeof import('./pageSettled')
beforeEach(async () => {
  vi.resetModules()
  module = await import('./pageSettled')
})

function Part({ name, rank }: { name: string; rank: number }) {
  return module.usePageSettled(rank) ? <p>{name}</p> : null
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.resetModules()
})

/** Idle callbacks run only when the test says the page is idle, one at a time. */
function controlIdle() {
  const queue: (() => void)[] = []
  vi.stubGlobal('requestIdleCallback', (run: () => void) => queue.push(run))
  return {
    pending: () => queue.length,
    async idle() {
      await act(async () => queue.shift()?.())
    },
  }
}

test('once the page has loaded, the waiting parts come out one per idle moment, in the order of their rank', async () => {
  const idle = controlIdle()
  const { settleRank } = module
  render(
    <>
      <Part name="footer" rank={settleRank.footer} />
      <Part name="popup" rank={settleRank.announcementPopup} />
      <Part name="sections" rank={settleRank.homeSections} />
    </>,
  )
  const shown = () => screen.queryAllByRole('paragraph').map((element) => element.textContent)
  expect(shown()).toEqual([])
  await idle.idle()
  expect(shown()).toEqual(['sections'])
  await idle.idle()
  expect(shown()).toEqual(['popup', 'sections'])
  await idle.idle()
  expect(shown()).toEqual(['footer', 'popup', 'sections'])
  // Settled for the page's life: a part mounted later shows at once, without waiting for another idle moment.
  await idle.idle()
  render(<Part name="later" rank={settleRank.homeSections} />)
  expect(await screen.findByText('later')).toBeTruthy()
  expect(idle.pending()).toBe(0)
})

test('a part unmounted while it waits is skipped', async () => {
  const idle = controlIdle()
  const { settleRank } = module
  const view = render(<Part name="sections" rank={settleRank.homeSections} />)
  render(<Part name="footer" rank={settleRank.footer} />)
  view.unmount()
  await idle.idle()
  expect(screen.getByText('footer')).toBeTruthy()
})
