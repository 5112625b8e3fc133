import type { TransportRequest } from '@portal/core'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'

// The module keeps its state for the page's life: each test imports it afresh. The web project shares one
// module graph between its files, where the app's other tests have already settled it: reset first.
let module: typeof import('./pageSettled')
beforeEach(async () => {
  vi.resetModules()
  module = await import('./pageSettled')
  // The location's page is on screen (PageHost says so); its calls are counted by callsInFlight.
  module.markPageShown()
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
      // The page's calls are awaited through promises: let them settle before the idle moment.
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0))
        queue.shift()?.()
      })
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

test('the parts of one rank come out together, in one idle moment', async () => {
  const idle = controlIdle()
  const { settleRank } = module
  render(
    <>
      <Part name="footer" rank={settleRank.footer} />
      <Part name="chat" rank={settleRank.besideThePage} />
      <Part name="popup" rank={settleRank.announcementPopup} />
    </>,
  )
  await idle.idle()
  expect(screen.getByText('popup')).toBeTruthy()
  expect(screen.queryByText('chat')).toBeNull()
  await idle.idle()
  expect(screen.getByText('footer')).toBeTruthy()
  expect(screen.getByText('chat')).toBeTruthy()
})

test('the parts wait for the calls the page has made to be answered', async () => {
  const idle = controlIdle()
  const { countCalls } = await import('./callsInFlight')
  let answer: (value: unknown) => void = () => undefined
  const transport = countCalls(() => new Promise((resolve) => (answer = resolve)))
  const call = transport({} as TransportRequest)
  render(<Part name="footer" rank={module.settleRank.footer} />)
  await idle.idle()
  expect(screen.queryByText('footer')).toBeNull()
  answer('config')
  await call
  await idle.idle()
  expect(screen.getByText('footer')).toBeTruthy()
})
