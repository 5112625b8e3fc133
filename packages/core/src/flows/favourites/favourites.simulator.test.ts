import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import { endpoints } from '../../api/endpoints'
import type { Portal } from '../../create-portal'
import { signedInPortal } from '../../testing/simulated'
import { createFavourites } from './create-favourites'
import { connectFavourites } from './favourites.connect'

/** Favourites against the in-process simulator: the ids, the paged list and a toggle the server keeps. */
let portal: Portal

beforeEach(async () => {
  portal = await signedInPortal('member01')
})
afterEach(() => portal.actor.stop())

describe('favourites against the simulator', () => {
  test('the ids load at once; the list pages on request; a toggle is kept by the server', async () => {
    const actor = createFavourites(portal).start()
    const loaded = await waitFor(actor, (s) => s.matches({ ids: 'loaded' }), { timeout: 5000 })
    const stored = await portal.api.call(endpoints.favoriteGames, undefined)
    expect(stored.length).toBeGreaterThan(0)
    const first = stored[0] as string
    expect(connectFavourites(loaded).isFavourite(first)).toBe(true)

    actor.send({ type: 'favourites.list.load' })
    const listed = await waitFor(actor, (s) => s.matches({ list: 'loaded' }), { timeout: 5000 })
    expect(connectFavourites(listed).games.map((game) => game.nodeId)).toContain(first)

    actor.send({ type: 'favourite.toggle', game: { nodeId: first } })
    await waitFor(actor, (s) => s.matches({ toggle: { throttled: { call: 'saved' } } }), { timeout: 5000 })
    expect(await portal.api.call(endpoints.favoriteGames, undefined)).not.toContain(first)
    expect(connectFavourites(actor.getSnapshot()).games.map((game) => game.nodeId)).not.toContain(first)
    actor.stop()
  })
})
