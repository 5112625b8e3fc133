import { matchRoute, type Parser } from 'wouter'
import { type AppRoute, notFoundRoute, routes } from '../routes'

export interface RouteMatch {
  route: AppRoute
  params: Readonly<Record<string, string | undefined>>
}

/** The table's row for a path (first match in table order), else the not-found route. */
export function findRoute(parser: Parser, path: string): RouteMatch {
  for (const route of routes) {
    for (const pattern of route.paths) {
      const [matched, params] = matchRoute(parser, pattern, path)
      if (matched) return { route, params }
    }
  }
  return { route: notFoundRoute, params: {} }
}
