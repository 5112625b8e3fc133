import { Trans, useLingui } from '@lingui/react/macro'
import { useBoot } from '@portal/react'
import { CentreFrame, lazyCentrePage, preloadCentrePage } from '../../components/CentreFrame/CentreFrame'
import { ReadyLazy } from '../../platform/readyLazy'
import type { PageProps } from '../pageTypes'
import styles from './AgentCentre.module.css'
import { agentPageHref, agentPages, findAgentPage, shownAgentPages } from './agentPages'

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
  const loader = page ? lazyCentrePage(page) : null

  return (
    <CentreFrame
      label={t`Agent centre`}
      heading={<Trans>Agent centre</Trans>}
      pages={shown}
      current={page?.id ?? null}
      hrefOf={agentPageHref}
    >
      {loader ? (
        <ReadyLazy loader={loader} props={{}} />
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
    </CentreFrame>
  )
}

/** The page the location names (the first is the default), asked for while the agent loads (lazyPages.ts). */
export function preloadFor(params: PageProps['params']): Promise<void> {
  return preloadCentrePage(findAgentPage(params.page, agentPages))
}
