import { msg } from '@lingui/core/macro'
import { ComingSoonPage } from '../../components/ComingSoonPage/ComingSoonPage'
import type { PageProps } from '../../router/pageTypes'

export default function SponsorPage({ route }: PageProps) {
  return (
    <ComingSoonPage
      title={route.title}
      icon="trophy"
      blurb={msg`Meet the teams and events we are proud to sponsor.`}
    />
  )
}
