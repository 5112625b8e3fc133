import { msg } from '@lingui/core/macro'
import { ComingSoonPage } from '../../components/ComingSoonPage/ComingSoonPage'
import type { PageProps } from '../../router/pageTypes'

export default function FishPage({ route }: PageProps) {
  return (
    <ComingSoonPage
      title={route.title}
      icon="fish"
      blurb={msg`Aim, fire and reel in big multipliers in our fishing games.`}
    />
  )
}
