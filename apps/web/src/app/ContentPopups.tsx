import { announcementsFlow, connectAnnouncements } from '@portal/core'
import { useSharedFlow } from '@portal/react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { AnnouncementPopup } from '../components/announcements/AnnouncementPopup'
import { NoticePopup } from '../components/announcements/NoticePopup'
import { useFlowNavigation } from '../components/flow/useFlowNavigation'
import { contentPopupOf, withoutContentPopup } from '../components/popups/contentPopup'
import { prepareSafeHtml } from '../components/SafeHtml/SafeHtml'
import { settleRank, usePageSettled } from '../platform/pageSettled'
import { useUserFree } from '../platform/userIsFree'

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
  // It opens whole: its HTML's sanitiser and pictures arrive while it waits for its moment, and its first opening
  // waits for them (at most two seconds, so a picture that hangs does not keep it away).
  const content = view.popup?.selected?.content
  const [prepared, setPrepared] = useState(false)
  useEffect(() => {
    if (!content || prepared) return
    let current = true
    const cap = new Promise<void>((settle) => setTimeout(settle, 2000))
    void Promise.race([prepareSafeHtml(content), cap]).then(() => {
      if (current) setPrepared(true)
    })
    return () => {
      current = false
    }
  }, [content, prepared])
  const whole = prepared || !content
  // Opened seconds after the page came up, it must not land over what the member has started meanwhile (a game,
  // a form, a menu): it waits until that is closed. It belongs to the session and the audience, not to a page
  // (spec §4 opens it on a sign-in or a language change), so a member who has moved on sees it where they are.
  const free = useUserFree(Boolean(view.popup && settled))
  const waiting = Boolean(view.popup && settled && !(free && whole))
  // Visible on the document while it waits, so a test can tell its wait from its absence.
  useEffect(() => {
    if (!waiting) return
    document.documentElement.dataset.popupWaiting = ''
    return () => void delete document.documentElement.dataset.popupWaiting
  }, [waiting])
  const close = () => navigate(withoutContentPopup(path, search), { replace: true })
  return (
    <>
      {view.popup && free && whole && <AnnouncementPopup popup={view.popup} intents={view} />}
      {popup === 'notice' && <NoticePopup notices={view.notices} onClose={close} />}
      <Suspense fallback={null}>
        {path === '/help' && <HelpCentre onClose={() => navigate('/')} />}
        {popup === 'feedback' && <FeedbackModal onClose={close} />}
      </Suspense>
    </>
  )
}
