import { msg } from '@lingui/core/macro'
import { ComingSoonPage } from '../../components/ComingSoonPage/ComingSoonPage'
import type { PageProps } from '../../router/pageTypes'

export default function GameCentrePage({ route }: PageProps) {
  return (
    <ComingSoonPage
      title={route.title}
      icon="gamepad"
      blurb={msg`Top vendors, live tables and the best odds, all in one lobby.`}
    />
  )
}
