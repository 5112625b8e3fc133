import { useLingui } from '@lingui/react/macro'
import { useBoot, useSession } from '@portal/react'
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect } from 'react'
import { useLocation } from 'wouter'
import { loginHrefFor } from '../../components/flow/returnAfterLogin'
import { LoadingCover } from '../../components/LoadingCover/LoadingCover'
import type { PageProps } from '../pageTypes'
import styles from './MemberCentre.module.css'
import { MemberCentreMenu } from './MemberCentreMenu'
import { findMemberPage, type MemberPage, memberPages, type PageAudience } from './memberPages'
import { NoSuchMemberPage } from './NoSuchMemberPage'

const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>()

/** The lazy component of a page, created once so React keeps it loaded between visits. */
function lazyMemberPage(page: MemberPage) {
  let component = lazyPages.get(page.id)
  if (!component) {
    component = lazy(page.load)
    lazyPages.set(page.id, component)
  }
  return component
}

/**
 * /member/<page> (spec §2, "Personal centre (default page securityCenter)"): the menu of the pages this white
 * label offers, and the page asked for. A visitor without a session goes to /login and comes back here after
 * signing in; trial accounts never get this far (the navigation guard keeps them where they were).
 */
export default function MemberCentrePage({ params }: PageProps) {
  const { t } = useLingui()
  const [session] = useSession()
  const boot = useBoot()
  const [path, navigate] = useLocation()
  const signedOut = !session.hasToken

  useEffect(() => {
    if (signedOut) navigate(loginHrefFor(path), { replace: true })
  }, [signedOut, path, navigate])

  if (signedOut) return null
  const audience: PageAudience = { inbox: boot.flags?.INBOX3 ?? true }
  const shown = memberPages.filter((page) => page.shown(audience))
  const page = findMemberPage(params.page, audience)
  const Page = page ? lazyMemberPage(page) : null

  return (
    <div className={styles.centre}>
      <MemberCentreMenu pages={shown} current={page?.id ?? null} label={t`Member centre`} />
      <section className={styles.content}>
        <Suspense fallback={<LoadingCover />}>{Page ? <Page /> : <NoSuchMemberPage />}</Suspense>
      </section>
    </div>
  )
}
