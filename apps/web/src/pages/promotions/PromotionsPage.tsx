import { msg } from '@lingui/core/macro'
import { ComingSoonPage } from '../../components/ComingSoonPage/ComingSoonPage'
import type { PageProps } from '../pageTypes'
import { MissionsSection } from './MissionsSection'

export default function PromotionsPage({ route }: PageProps) {
  return (
    <>
      <ComingSoonPage
        title={route.title}
        icon="gift"
        blurb={msg`Bonuses, events and rewards, updated every week.`}
      />
      <MissionsSection />
    </>
  )
}
