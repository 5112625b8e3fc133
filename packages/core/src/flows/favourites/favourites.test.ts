import { describe, expect, test } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { ApiError } from '../../api/errors'
import { connectFavourites } from './favourites.connect'
import { favouritesMachine, favouriteThrottleMs } from './favourites.machine'
import type { FavouritesPage, FavouriteToggleInput } from './favourites.types'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * A live actor on a simulated clock; the toggle call answers at once, or refuses when told to: at once, or
 * when the test calls `answer()`.
 */
async function favourites(ids: string[], refuse: boolean | 'later' = false) {
  let answer = () => {}
  const answered = new Promise<void>((resolve) => {
    answer = resolve
  })
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
          if (refuse === 'later') await answered
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
  return { actor, clock, calls, view, toggle, answer }
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

  test('one call a second: a toggle inside the window shows at once and goes when the window ends', async () => {
    const { calls, view, toggle, clock } = await favourites([])
    await toggle('PG-1')
    await toggle('PG-2')
    expect(view().isFavourite('PG-2')).toBe(true)
    clock.increment(favouriteThrottleMs - 1)
    await settle()
    expect(calls.map((call) => call.nodeId)).toEqual(['PG-1'])
    clock.increment(1)
    await settle()
    expect(calls.map((call) => [call.at, call.nodeId, call.add])).toEqual([
      [0, 'PG-1', true],
      [favouriteThrottleMs, 'PG-2', true],
    ])
    expect(view().isFavourite('PG-1') && view().isFavourite('PG-2')).toBe(true)
  })

  test('quick taps settle where the last tap left each star: a tap taken back is never sent', async () => {
    const { calls, view, toggle, clock } = await favourites(['AG-3'])
    await toggle('PG-1') // sent at once
    await toggle('AG-3') // waits
    await toggle('PG-1') // waits: PG-1 back off
    await toggle('AG-3') // AG-3 back on: its waiting toggle is dropped
    expect(['PG-1', 'AG-3'].map((id) => view().isFavourite(id))).toEqual([false, true])
    clock.increment(favouriteThrottleMs)
    await settle()
    clock.increment(favouriteThrottleMs)
    await settle()
    expect(calls.map((call) => [call.at, call.nodeId, call.add])).toEqual([
      [0, 'PG-1', true],
      [favouriteThrottleMs, 'PG-1', false],
    ])
    expect(['PG-1', 'AG-3'].map((id) => view().isFavourite(id))).toEqual([false, true])
  })

  test('a refused add the member already took back: nothing to undo, nobody told, nothing more sent', async () => {
    const { actor, calls, view, toggle, clock, answer } = await favourites([], 'later')
    const notices: unknown[] = []
    actor.on('notice', (event) => void notices.push(event))
    await toggle('PG-1')
    await toggle('PG-1')
    answer()
    await settle()
    clock.increment(favouriteThrottleMs)
    await settle()
    expect(calls).toHaveLength(1)
    expect(view()).toMatchObject({ toggleFailure: null })
    expect(view().isFavourite('PG-1')).toBe(false)
    expect(notices).toEqual([])
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
    expect(connectFavourites(undefined)).toMatchObject({ listStatus: 'idle', games: [] })
    expect(connectFavourites(undefined).isFavourite('PG-1')).toBe(false)
  })
})
