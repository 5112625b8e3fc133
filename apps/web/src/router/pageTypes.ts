import type { ComponentType } from 'react'
import type { AppRoute } from '../routes'

/** What every page receives: its row of the route table and the path parameters. */
export interface PageProps {
  route: AppRoute
  params: Readonly<Record<string, string | undefined>>
}

export type PageComponent = ComponentType<PageProps>

export type PageModule = { default: PageComponent }
