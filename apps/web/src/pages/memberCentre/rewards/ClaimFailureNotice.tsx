import type { ClaimBoardIntents, ClaimBoardView } from '@portal/core'
import type { ReactNode } from 'react'
import { FailureNotice } from '../../../components/FailureNotice/FailureNotice'
import { useMemberFailure } from '../../../i18n/useMemberFailure'

/**
 * A claim board's failed claim (a spin, an achievement): what the board says of its own refusals and of a lost
 * answer (`network`), else the member centre's message; Try again only where the same key may go again.
 */
export function ClaimFailureNotice({
  view,
  said,
}: {
  view: Pick<ClaimBoardView<unknown, unknown>, 'claimFailure' | 'canRetryClaim'> &
    Pick<ClaimBoardIntents, 'retry' | 'dismiss'>
  said: Record<string, ReactNode>
}) {
  const failureMessage = useMemberFailure()
  const failure = view.claimFailure
  if (!failure) return null
  return (
    <FailureNotice onRetry={view.canRetryClaim ? view.retry : undefined} onDismiss={view.dismiss}>
      {said[failure.code] ?? failureMessage(failure)}
    </FailureNotice>
  )
}
