import { msg } from '@lingui/core/macro'
import { ComingSoonPage } from '../../components/ComingSoonPage/ComingSoonPage'
import type { PageProps } from '../pageTypes'

export default function NotFoundPage({ route }: PageProps) {
  return (
    <ComingSoonPage
      title={route.title}
      icon="zap"
      badge="404"
      blurb={msg`The page you asked for does not exist or has moved.`}
    />
  )
}
