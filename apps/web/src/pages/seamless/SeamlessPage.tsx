import { msg } from '@lingui/core/macro'
import { ComingSoonPage } from '../../components/ComingSoonPage/ComingSoonPage'
import type { PageProps } from '../pageTypes'

export default function SeamlessPage({ route }: PageProps) {
  return <ComingSoonPage title={route.title} icon="gamepad" blurb={msg`Your game is getting ready.`} />
}
