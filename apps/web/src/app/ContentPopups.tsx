import { announcementsFlow, connectAnnouncements } from '@portal/core'
import { useSharedFlow } from '@portal/react'
import { lazy, Suspense } from 'react'
import { useLocation, useSearch } from 'wouter'
import { AnnouncementPopup } from '../components/announcements/AnnouncementPopup'
import { NoticePopup } from '../components/announcements/NoticePopup'
import { useFlowNavigation } from '../components/flow/useFlowNavigation'
import { contentPopupOf, withoutContentPopup } from '../components/popups/contentPopup'
import { settleRank, usePageSettled } from '../platform/pageSettled'

const HelpCentre = lazy(() => import('../components/help/HelpCentre'))
const FeedbackModal = lazy(() => import('../components/feedback/FeedbackModal'))

/**
 * The popups over the pages (spec §2 "Modals and popups"): the announcement popup, which opens by itself once
 * the session settles, the notice popup, the help centre on /help and the feedback form. Loaded after the first
 * page, so none of it weighs on it.
 */
export default function ContentPopups() {
  const [view, actor] = useSharedFlow(announcementsFlow, connectAnnouncements)
  const [path, navigate] = useLocation()
  const search = useSearch()
  const popup = contentPopupOf(search)
  useFlowNavigation(actor)
  // The popup opens by itself once the first page has settled: opening a modal dialog restyles the whole
  // document, which in the first page's tasks made the longest of them.
  const settled = usePageSettled(settleRank.announcementPopup)
  const close = () => navigate(withoutContentPopup(path, search), { replace: true })
  return (
    <>
      {view.popup && settled && <AnnouncementPopup popup={view.popup} intents={view} />}
      {popup === 'notice' && <NoticePopup notices={view.notices} onClose={close} />}
      <Suspense fallback={null}>
        {path === '/help' && <HelpCentre onClose={() => navigate('/')} />}
        {popup === 'feedback' && <FeedbackModal onClose={close} />}
      </Suspense>
    </>
  )
}
