import { msg } from '@lingui/core/macro'
import { ComingSoonPage } from '../../components/ComingSoonPage/ComingSoonPage'
import type { PageProps } from '../../router/pageTypes'

export default function GameListCenterPage({ route }: PageProps) {
  return (
    <ComingSoonPage
      title={route.title}
      icon="dice"
      blurb={msg`Hundreds of games with jackpots, free spins and bonus rounds.`}
    />
  )
}
