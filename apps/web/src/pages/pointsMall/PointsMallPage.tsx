import { msg } from '@lingui/core/macro'
import { ComingSoonPage } from '../../components/ComingSoonPage/ComingSoonPage'
import type { PageProps } from '../pageTypes'

export default function PointsMallPage({ route }: PageProps) {
  return (
    <ComingSoonPage
      title={route.title}
      icon="gift"
      blurb={msg`Turn your play into points and redeem them for rewards.`}
    />
  )
}
