import { msg } from '@lingui/core/macro'
import { ComingSoonPage } from '../../components/ComingSoonPage/ComingSoonPage'
import type { PageProps } from '../../router/pageTypes'

export default function JoinPage({ route }: PageProps) {
  return (
    <ComingSoonPage
      title={route.title}
      icon="users"
      blurb={msg`Become an agent: build your team and earn commissions every day.`}
    />
  )
}
