import { useLocation, useRouter } from 'wouter'
import { findRoute } from '../../router/findRoute'

/** The current path's row in the route table is flagged as a game page (spec §2: the balance hides there). */
export function useGamePage(): boolean {
  const [path] = useLocation()
  const { parser } = useRouter()
  return findRoute(parser, path).route.gamePage
}
