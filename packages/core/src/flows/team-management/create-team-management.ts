import { createActor, fromPromise } from 'xstate'
import { downlineDetails, teamDownlines } from '../../api/rows/team'
import type { DownlineDetails, DownlinePage } from '../../api/schemas/team'
import type { Portal } from '../../create-portal'
import { teamManagementMachine } from './team-management.machine'
import type { DownlinesQuery } from './team-management.types'

/** The query as the call takes it: absent fields are the server's defaults (my team, direct downlines). */
const requestOf = (query: DownlinesQuery) => ({
  ...(query.parent === null ? {} : { parent: query.parent }),
  ...(query.search === '' ? {} : { account: query.search }),
  ...(query.level === null ? {} : { level: query.level }),
  pageNum: query.page,
  pageSize: query.pageSize,
})

/** Team management bound to the API: each query one read, cancelled when the query changes. */
export function createTeamManagement(portal: Portal) {
  const { api } = portal.deps
  const machine = teamManagementMachine.provide({
    actors: {
      loadDownlines: fromPromise<DownlinePage, DownlinesQuery>(({ input, signal }) =>
        api.call(teamDownlines, requestOf(input), { signal }),
      ),
      loadDetails: fromPromise<DownlineDetails, { account: string }>(({ input, signal }) =>
        api.call(downlineDetails, input, { signal }),
      ),
    },
  })
  return createActor(machine, portal.deps.actorOptions)
}
