import type { Handle } from '../route'
import type { SportsFeed } from '../sports/feed'

export function sportsHandlers(handle: Handle, feed: SportsFeed) {
  handle('sportsLive', (_input, { language }) => ({ matches: feed.board(language) }))
}
