import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ApiError } from '../../api/errors'
import { checkMachine, visited } from '../../testing/machine-property'
import { connectFavourites } from './favourites.connect'
import { favouritesMachine, favouriteThrottleMs } from './favourites.machine'
import type { FavouritesContext, FavouriteToggleInput } from './favourites.types'

const games = [
  { nodeId: 'PG-1', vassalage: 'PG', gameType: 'RNG' },
  { nodeId: 'JILI-2', vassalage: 'JILI', gameType: 'FISH' },
  { nodeId: 'AG-3' },
]

const events = fc.oneof(
  fc.constantFrom(...games).map((game) => ({ type: 'favourite.toggle', game })),
  fc.constantFrom(
    { type: 'favourites.retry' },
    { type: 'favourites.list.load' },
    { type: 'favourites.list.next' },
  ),
)

const page = (pageNum: number, totalPages: number, nodeId: string) => ({
  content: [{ nodeId }],
  pageNum,
  totalPages,
})

const refused = new ApiError({ kind: 'business', endpoint: 'addFavoriteGame', code: 'unknown_game' })
const down = new ApiError({ kind: 'network', endpoint: 'favoriteGames' })

const options = {
  machine: favouritesMachine,
  events,
  outputs: {
    loadIds: [['PG-1'], [], ['JILI-2', 'AG-3']],
    loadPage: [page(1, 2, 'PG-1'), page(2, 2, 'JILI-2'), page(1, 1, 'AG-3')],
    toggleFavourite: [null],
  },
  errors: { loadIds: [down], loadPage: [down], toggleFavourite: [refused, down] },
  waits: [1, favouriteThrottleMs - 1, favouriteThrottleMs, 60_000],
}

describe('favourites properties over random sequences of toggles, list loads, answers and time', () => {
  test('spec §4/§9: a toggle flips the star at once; calls go one at a time, once per 1000 ms, each asking for what its star shows; a refusal is undone and shown unless taken back', async () => {
    let lastCallAt = Number.NEGATIVE_INFINITY
    const visits = await checkMachine({
      ...options,
      start: () => {
        lastCallAt = Number.NEGATIVE_INFINITY
      },
      check: ({ step, before, after, started, pending, answered, now }) => {
        const was = before.context as FavouritesContext
        const is = after.context as FavouritesContext
        // The ids never hold a game twice, whatever order the answers come in; a game waits at most once.
        expect(new Set(is.ids).size).toBe(is.ids.length)
        expect(new Set(is.queued.map((toggle) => toggle.nodeId)).size).toBe(is.queued.length)
        expect(pending.filter((call) => call.id === 'toggleFavourite').length).toBeLessThanOrEqual(1)
        if (step.kind === 'send' && step.event.type === 'favourite.toggle') {
          // Adds or removes depending on the current state (spec §4), shown at once: no tap is ignored.
          const { nodeId } = step.event.game as { nodeId: string }
          expect(is.ids.includes(nodeId)).toBe(!was.ids.includes(nodeId))
        }
        for (const call of started.filter((c) => c.id === 'toggleFavourite')) {
          const toggle = call.input as FavouriteToggleInput
          // Throttle: once per 1000 ms (spec §9), and the call asks for what the star shows.
          expect(now - lastCallAt).toBeGreaterThanOrEqual(favouriteThrottleMs)
          lastCallAt = now
          expect(is.ids.includes(toggle.nodeId)).toBe(toggle.add)
        }
        // Every star with a toggle out shows the last of them: what the server will hold once they are through.
        const last = new Map<string, boolean>()
        for (const toggle of [is.pending, ...is.queued]) if (toggle) last.set(toggle.nodeId, toggle.add)
        for (const [nodeId, add] of last) expect(is.ids.includes(nodeId)).toBe(add)
        if (answered?.id === 'toggleFavourite') {
          const toggle = was.pending as FavouriteToggleInput
          const takenBack = was.queued.some((waiting) => waiting.nodeId === toggle.nodeId)
          // Saved, or refused but taken back: no failure to show that was not there before.
          if (answered.ok || takenBack) expect(is.toggleFailure).toEqual(was.toggleFailure)
          else {
            // Refused: the change is undone and the user is told (a failure the view shows).
            expect(is.ids.includes(toggle.nodeId)).toBe(!toggle.add)
            expect(connectFavourites(after as never).toggleFailure).not.toBeNull()
          }
          // Refused but taken back: the server already holds what the star shows; nothing more goes for it.
          if (!answered.ok && takenBack) expect(is.queued.some((t) => t.nodeId === toggle.nodeId)).toBe(false)
        }
        // The view's star agrees with the ids.
        const view = connectFavourites(after as never)
        for (const game of games) expect(view.isFavourite(game.nodeId)).toBe(is.ids.includes(game.nodeId))
        // The list holds pages 1…pageNum in order, never past the last page.
        expect(is.pageNum).toBeLessThanOrEqual(Math.max(is.totalPages, is.pageNum === 0 ? 0 : 1))
        for (const call of started.filter((c) => c.id === 'loadPage'))
          expect(call.input).toEqual({ pageNum: is.pageNum + 1 })
      },
    })
    expect(visited(visits, '"toggle":{"throttled"')).toBe(true)
    expect(visited(visits, '"list":"loaded"')).toBe(true)
  }, 120_000)
})
