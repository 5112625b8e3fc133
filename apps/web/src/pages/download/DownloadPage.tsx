import { msg } from '@lingui/core/macro'
import { ComingSoonPage } from '../../components/ComingSoonPage/ComingSoonPage'
import type { PageProps } from '../../router/pageTypes'

export default function DownloadPage({ route }: PageProps) {
  return (
    <ComingSoonPage
      title={route.title}
      icon="smartphone"
      blurb={msg`Get the app for iOS and Android and play anywhere.`}
    />
  )
}
