import { describe, expect, test } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { ApiError } from '../../api/errors'
import { connectFavourites } from './favourites.connect'
import { favouritesMachine, favouriteThrottleMs } from './favourites.machine'
import type { FavouritesPage, FavouriteToggleInput } from './favourites.types'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A live actor on a simulated clock; the toggle call answers at once, or refuses when told to. */
async function favourites(ids: string[], refuse = false) {
  const clock = new SimulatedClock()
  const calls: (FavouriteToggleInput & { at: number })[] = []
  const actor = createActor(
    favouritesMachine.provide({
      actors: {
        loadIds: fromPromise(async () => ids),
        loadPage: fromPromise(
          async (): Promise<FavouritesPage> => ({ content: [], pageNum: 1, totalPages: 1 }),
        ),
        toggleFavourite: fromPromise(async ({ input }) => {
          calls.push({ ...input, at: clock.now() })
          if (refuse)
            throw new ApiError({ kind: 'business', endpoint: 'addFavoriteGame', code: 'unknown_game' })
        }),
      },
    }),
    { clock },
  ).start()
  await settle()
  const view = () => connectFavourites(actor.getSnapshot())
  const toggle = async (nodeId: string) => {
    actor.send({ type: 'favourite.toggle', game: { nodeId, vassalage: 'PG', gameType: 'RNG' } })
    await settle()
  }
  return { actor, clock, calls, view, toggle }
}

describe('favourite toggle (spec §4, §9)', () => {
  test('adds a game that is not a favourite and removes one that is', async () => {
    const { calls, view, toggle, clock } = await favourites(['PG-2'])
    await toggle('PG-1')
    expect(view().isFavourite('PG-1')).toBe(true)
    clock.increment(favouriteThrottleMs)
    await toggle('PG-2')
    expect(view().isFavourite('PG-2')).toBe(false)
    expect(calls.map(({ nodeId, add, vendor, gameType }) => ({ nodeId, add, vendor, gameType }))).toEqual([
      { nodeId: 'PG-1', add: true, vendor: 'PG', gameType: 'RNG' },
      { nodeId: 'PG-2', add: false, vendor: 'PG', gameType: 'RNG' },
    ])
  })

  test('at most one toggle per 1000 ms: toggles inside the window are dropped', async () => {
    const { calls, view, toggle, clock } = await favourites([])
    await toggle('PG-1')
    expect(view().canToggle).toBe(false)
    await toggle('PG-1')
    clock.increment(favouriteThrottleMs - 1)
    await toggle('PG-1')
    expect(calls).toHaveLength(1)
    expect(view().isFavourite('PG-1')).toBe(true)
    clock.increment(1)
    await settle()
    expect(view().canToggle).toBe(true)
    await toggle('PG-1')
    expect(calls.map((call) => [call.at, call.add])).toEqual([
      [0, true],
      [favouriteThrottleMs, false],
    ])
    expect(view().isFavourite('PG-1')).toBe(false)
  })

  test('a refused toggle is undone, its failure shown, and the member told', async () => {
    const { actor, view, toggle } = await favourites([], true)
    const notices: unknown[] = []
    actor.on('notice', (event) => void notices.push(event))
    await toggle('NOPE')
    expect(view()).toMatchObject({ toggleFailure: 'business' })
    expect(view().isFavourite('NOPE')).toBe(false)
    expect(notices).toEqual([{ type: 'notice', code: 'favourite.failed' }])
  })

  test('a toggle that goes through tells nobody anything', async () => {
    const { actor, toggle } = await favourites([])
    const notices: unknown[] = []
    actor.on('notice', (event) => void notices.push(event))
    await toggle('PG-1')
    expect(notices).toEqual([])
  })

  test('signed out (no actor): nothing is a favourite and nothing toggles', () => {
    expect(connectFavourites(undefined)).toMatchObject({ canToggle: false, listStatus: 'idle', games: [] })
    expect(connectFavourites(undefined).isFavourite('PG-1')).toBe(false)
  })
})
