import { Trans, useLingui } from '@lingui/react/macro'
import { useBoot } from '@portal/react'
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react'
import { LoadingCover } from '../../components/LoadingCover/LoadingCover'
import type { PageProps } from '../pageTypes'
import styles from './AgentCentre.module.css'
import { AgentCentreMenu } from './AgentCentreMenu'
import { type AgentPage, findAgentPage, shownAgentPages } from './agentPages'

const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>()

/** The lazy component of a page, created once so React keeps it loaded between visits. */
function lazyAgentPage(page: AgentPage) {
  let component = lazyPages.get(page.id)
  if (!component) {
    component = lazy(page.load)
    lazyPages.set(page.id, component)
  }
  return component
}

/**
 * /agentHome/<page> (spec §2, default agentTeamOverview): the menu of the agent pages this white label offers,
 * and the page asked for. The route guard lets only signed-in agents in (visitors go to the agent login, trial
 * accounts and members are refused), so everything here may assume an agent.
 */
export default function AgentCentrePage({ params }: PageProps) {
  const { t } = useLingui()
  const boot = useBoot()
  const shown = shownAgentPages(boot.flags)
  const page = findAgentPage(params.page, shown)
  const Page = page ? lazyAgentPage(page) : null

  return (
    <div className={styles.centre}>
      <h1 className={styles.heading}>
        <Trans>Agent centre</Trans>
      </h1>
      <AgentCentreMenu pages={shown} current={page?.id ?? null} label={t`Agent centre`} />
      <section className={styles.content}>
        <Suspense fallback={<LoadingCover />}>
          {Page ? (
            <Page />
          ) : (
            <div className={styles.panel}>
              <h2 className={styles.title}>
                <Trans>This page is not available</Trans>
              </h2>
              <p className={styles.muted}>
                <Trans>The agent centre has no such page, or it is not offered here.</Trans>
              </p>
            </div>
          )}
        </Suspense>
      </section>
    </div>
  )
}
