import { useLingui } from '@lingui/react/macro'
import type { FlowFailure } from '@portal/core'
import { useCallback } from 'react'
import { useFailureMessage } from '../../i18n/useFailureMessage'

/** The team's refusal codes (agent centre, transfer to upline) in a sentence; the rest as every other form says them. */
export function useTeamFailure(): (failure: FlowFailure) => string {
  const { t } = useLingui()
  const common = useFailureMessage()
  return useCallback(
    (failure: FlowFailure) => {
      switch (failure.code) {
        case 'non_agent':
          return t`Only agents have a team`
        case 'not_in_team':
          return t`This account is not in your team`
        default:
          return common(failure)
      }
    },
    [t, common],
  )
}
