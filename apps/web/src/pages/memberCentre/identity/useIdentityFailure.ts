import { useLingui } from '@lingui/react/macro'
import type { FlowFailure } from '@portal/core'
import { useCallback } from 'react'
import { useMemberFailure } from '../../../i18n/useMemberFailure'

/** The platform's refusals of an ID in a sentence, naming the side it blames; the rest as the member centre says. */
export function useIdentityFailure(): (failure: FlowFailure) => string {
  const { t } = useLingui()
  const member = useMemberFailure()
  return useCallback(
    (failure: FlowFailure) => {
      const back = failure.field === 'back'
      switch (failure.code) {
        case 'upload_type':
          return back
            ? t`The back of the ID must be a png or jpg image.`
            : t`The front of the ID must be a png or jpg image.`
        case 'upload_size':
          return back ? t`The back of the ID must be under 5 MB.` : t`The front of the ID must be under 5 MB.`
        case 'identity_pending':
          return t`Your ID is already being reviewed. Wait for the outcome before sending another.`
        case 'identity_approved':
          return t`Your identity is already verified.`
        default:
          return member(failure)
      }
    },
    [t, member],
  )
}
