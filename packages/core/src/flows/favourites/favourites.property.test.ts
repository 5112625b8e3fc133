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
  test('spec §4/§9: a toggle adds or removes by the current state, at most once per 1000 ms, one at a time; a refusal is undone and shown', async () => {
    let lastToggleAt = Number.NEGATIVE_INFINITY
    let pendingToggle: { toggle: FavouriteToggleInput; before: readonly string[] } | null = null
    const visits = await checkMachine({
      ...options,
      start: () => {
        lastToggleAt = Number.NEGATIVE_INFINITY
        pendingToggle = null
      },
      check: ({ step, before, after, started, pending, answered, now }) => {
        const was = before.context as FavouritesContext
        const is = after.context as FavouritesContext
        // The ids never hold a game twice, whatever order the answers come in.
        expect(new Set(is.ids).size).toBe(is.ids.length)
        expect(pending.filter((call) => call.id === 'toggleFavourite').length).toBeLessThanOrEqual(1)
        for (const call of started.filter((c) => c.id === 'toggleFavourite')) {
          const toggle = call.input as FavouriteToggleInput
          // Throttle: once per 1000 ms (spec §9).
          expect(now - lastToggleAt).toBeGreaterThanOrEqual(favouriteThrottleMs)
          lastToggleAt = now
          // Adds or removes depending on the current state (spec §4), and shows it at once.
          expect(toggle.add).toBe(!was.ids.includes(toggle.nodeId))
          expect(is.ids.includes(toggle.nodeId)).toBe(toggle.add)
          pendingToggle = { toggle, before: was.ids }
        }
        if (step.kind === 'send' && step.event.type === 'favourite.toggle' && started.length === 0) {
          // A dropped toggle changes nothing.
          expect(is.ids).toEqual(was.ids)
        }
        if (answered?.id === 'toggleFavourite' && pendingToggle) {
          const { toggle } = pendingToggle
          if (answered.ok) expect(is.toggleFailure).toBeNull()
          else {
            // Refused: the change is undone and the user is told (a failure the view shows).
            expect(is.ids.includes(toggle.nodeId)).toBe(!toggle.add)
            expect(connectFavourites(after as never).toggleFailure).not.toBeNull()
          }
          pendingToggle = null
        }
        // The view's star agrees with the ids, and a toggle can be offered only when one would be accepted.
        const view = connectFavourites(after as never)
        for (const game of games) expect(view.isFavourite(game.nodeId)).toBe(is.ids.includes(game.nodeId))
        if (view.canToggle) expect(now - lastToggleAt).toBeGreaterThanOrEqual(favouriteThrottleMs)
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
