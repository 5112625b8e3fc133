import { msg } from '@lingui/core/macro'
import { ComingSoonPage } from '../../components/ComingSoonPage/ComingSoonPage'
import type { PageProps } from '../../router/pageTypes'

export default function LotteryPage({ route }: PageProps) {
  return (
    <ComingSoonPage
      title={route.title}
      icon="ticket"
      blurb={msg`Draw results, betting slips and lobbies for every lottery.`}
    />
  )
}
