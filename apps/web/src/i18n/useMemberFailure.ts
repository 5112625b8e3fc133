import { useLingui } from '@lingui/react/macro'
import type { FlowFailure } from '@portal/core'
import { useCallback } from 'react'
import { useFailureMessage } from './useFailureMessage'

/** The member centre's own refusal codes in a sentence; the rest as every other form says them. */
export function useMemberFailure(): (failure: FlowFailure) => string {
  const { t } = useLingui()
  const common = useFailureMessage()
  return useCallback(
    (failure: FlowFailure) => {
      switch (failure.code) {
        case 'real_name_locked':
          return t`The real name is set and cannot be changed`
        case 'wrong_fund_password':
          return t`The current fund password is incorrect`
        case 'wrong_login_password':
          return t`The login password is incorrect`
        case 'login_password_locked':
          return t`Too many wrong login passwords. Please sign in again`
        case 'fund_password_set':
          return t`A fund password is already set`
        case 'invalid_code':
          return t`The SMS code is incorrect or has expired`
        case 'mobile_taken':
          return t`This mobile number belongs to another account`
        case 'unknown_session':
          return t`This session has already ended`
        case 'wrong_authenticator_code':
          return t`The code is incorrect. Check the time on your phone and try the current code`
        case 'authenticator_locked':
          return t`Too many wrong codes. Please sign in again`
        case 'authenticator_on':
          return t`The authenticator app is already on`
        case 'authenticator_off':
          return t`The authenticator app is already off`
        case 'duplicate_question':
          return t`Choose two different questions`
        case 'unknown_question':
          return t`This question is no longer offered. Choose another`
        case 'authenticator_not_bound':
          return t`Set up the authenticator app again: its key has changed`
        // Account recovery (issue 32).
        case 'mobile_not_bound':
          return t`Bind a mobile number first: the code goes to it`
        case 'mobile_mismatch':
          return t`This is not the mobile number bound to your account`
        case 'same_as_login_password':
          return t`The fund password must not be the login password`
        case 'email_not_set':
          return t`Add an e-mail address to your profile first`
        case 'email_verified':
          return t`This e-mail address is verified already`
        case 'unknown_icon':
          return t`This avatar is no longer offered. Choose another`
        default:
          return common(failure)
      }
    },
    [t, common],
  )
}
