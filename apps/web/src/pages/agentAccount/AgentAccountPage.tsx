import { msg } from '@lingui/core/macro'
import { ComingSoonPage } from '../../components/ComingSoonPage/ComingSoonPage'
import type { PageProps } from '../pageTypes'

export default function AgentAccountPage({ route }: PageProps) {
  return (
    <ComingSoonPage
      title={route.title}
      icon="users"
      blurb={msg`Manage your team, contracts, commissions and transfers in one place.`}
    />
  )
}
