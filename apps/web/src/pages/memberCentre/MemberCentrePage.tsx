import { msg } from '@lingui/core/macro'
import { ComingSoonPage } from '../../components/ComingSoonPage/ComingSoonPage'
import type { PageProps } from '../pageTypes'

export default function MemberCentrePage({ route }: PageProps) {
  return (
    <ComingSoonPage
      title={route.title}
      icon="users"
      blurb={msg`Your wallet, betting records, rewards and messages.`}
    />
  )
}
