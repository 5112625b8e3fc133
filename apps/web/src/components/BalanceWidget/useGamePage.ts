import { createContext, use } from 'react'

/**
 * Whether the page on screen is a game page (spec §2): the header adds the session clock there, beside the
 * balance (docs/deviations.md, issue 37). The router knows the route and provides it; the header only reads it.
 */
export const GamePageContext = createContext(false)

export function useGamePage(): boolean {
  return use(GamePageContext)
}
