import { useLingui } from '@lingui/react/macro'
import { useBoot, useSession } from '@portal/react'
import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { CentreFrame, lazyCentrePage, preloadCentrePage } from '../../components/CentreFrame/CentreFrame'
import { signInRequiredHref } from '../../components/flow/returnAfterLogin'
import { ReadyLazy } from '../../platform/readyLazy'
import type { PageProps } from '../pageTypes'
import {
  defaultMemberPage,
  findMemberPage,
  memberPageHref,
  memberPages,
  type PageAudience,
} from './memberPages'
import { NoSuchMemberPage } from './NoSuchMemberPage'
import { usePendingBadges } from './pendingBadges'

/**
 * /member/<page> (spec §2, "Personal centre (default page securityCenter)"): the menu of the pages this white
 * label offers, and the page asked for. A visitor without a session goes to /login and comes back here after
 * signing in; trial accounts never get this far (the navigation guard keeps them where they were).
 */
export default function MemberCentrePage({ params }: PageProps) {
  const [session] = useSession()
  const [path, navigate] = useLocation()
  const signedOut = !session.hasToken

  useEffect(() => {
    if (signedOut) navigate(signInRequiredHref(path), { replace: true })
  }, [signedOut, path, navigate])

  return signedOut ? null : <SignedInCentre params={params} />
}

/** The centre of a member with a session: what waits for approval counts only then (pendingBadges.ts). */
function SignedInCentre({ params }: Pick<PageProps, 'params'>) {
  const { t } = useLingui()
  const [session] = useSession()
  const boot = useBoot()
  const audience: PageAudience = { inbox: boot.flags?.INBOX3 ?? true, hasUpline: session.upline !== null }
  const shown = memberPages.filter((page) => page.shown(audience))
  const page = findMemberPage(params.page, audience)
  const loader = page ? lazyCentrePage(page) : null
  const badges = usePendingBadges(params.page ?? null)

  return (
    <CentreFrame
      label={t`Member centre`}
      pages={shown}
      current={page?.id ?? null}
      hrefOf={memberPageHref}
      badges={badges}
    >
      {loader ? <ReadyLazy loader={loader} props={{}} /> : <NoSuchMemberPage />}
    </CentreFrame>
  )
}

/** The page the location names, asked for while the member behind a stored token loads (lazyPages.ts). */
export function preloadFor(params: PageProps['params']): Promise<void> {
  return preloadCentrePage(memberPages.find((page) => page.id === (params.page ?? defaultMemberPage)))
}
