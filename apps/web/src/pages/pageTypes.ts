import type { MessageDescriptor } from '@lingui/core'
import type { ComponentType } from 'react'
import type { Layout } from '../layouts/SiteLayout/SiteLayout'

/** A row of the route table (routes.ts), as every page receives it. */
export interface PageRoute<TGroup extends string = string> {
  /** Scrolling to the top happens when this changes, not on every path change. */
  name: string
  /** wouter patterns; the first is the canonical one. Empty for the not-found route, which matches the rest. */
  paths: readonly string[]
  group: TGroup
  title: MessageDescriptor
  layout: Layout
  /** Without a session token the visitor is sent to /login. */
  requiresAuth: boolean
  /** Member and agent areas are closed to trial accounts. */
  area: 'member' | 'agent' | null
  /** Game pages hide the balance and skip the vendor list. */
  gamePage: boolean
  /** The game category a category page shows. */
  gameType?: string
}

/** What every page receives: its row of the route table and the path parameters. */
export interface PageProps {
  route: PageRoute
  params: Readonly<Record<string, string | undefined>>
}

export type PageComponent = ComponentType<PageProps>

export type PageModule = {
  default: PageComponent
  /** A frame around pages (the member and agent centres) starts the download of the page the params name. */
  preloadFor?: (params: PageProps['params']) => Promise<void>
}
