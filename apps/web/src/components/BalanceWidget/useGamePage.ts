import { createContext, use } from 'react'

/**
 * Whether the page on screen is a game page (spec §2: the balance hides there). The router knows the route and
 * provides it; the header's components only read it.
 */
export const GamePageContext = createContext(false)

export function useGamePage(): boolean {
  return use(GamePageContext)
}
