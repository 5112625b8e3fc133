import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { isPhoneAuthCode, phoneAuthMessages } from './phoneAuthMessages'
import { useFormatters } from './useFormatters'

/** A flow's failure (login, change password, the SMS button): the error kind, the code, the server's text. */
export interface FailureLike {
  kind: string
  code?: string
  serverMessage?: string
  /** When a lasting refusal ends (time-out, self-exclusion), ISO time. */
  until?: string
  /** Tries left before the code is spent (`wrong_sms_code`). */
  attemptsLeft?: number
}

/**
 * A failure → one sentence (spec §8). Flow failures are translated by code; the SMS send failure shows the
 * server's own message (spec §8, "SMS send failure"), falling back to the translated sentence.
 */
export function useFailureMessage(): (failure: FailureLike, source?: 'flow' | 'sms') => string {
  const { t, i18n } = useLingui()
  const { dateTime } = useFormatters()
  return useCallback(
    (failure: FailureLike, source: 'flow' | 'sms' = 'flow') => {
      if (failure.kind === 'network' || failure.kind === 'timeout')
        return t`Network link is abnormal, please try again`
      if (failure.kind === 'phone-auth' && isPhoneAuthCode(failure.code))
        return i18n._(phoneAuthMessages[failure.code])
      if (source === 'sms' && failure.serverMessage) return failure.serverMessage
      switch (failure.code) {
        case 'wrong_credentials':
          return t`Account or password incorrect`
        case 'non_member':
          return t`Non-member account unable to login`
        case 'non_agent':
          return t`Non-agents cannot log in`
        case 'account_locked':
          return t`This account is locked, please contact customer service`
        case 'timed_out': {
          if (!failure.until) return t`This account is taking a time-out and cannot sign in until it ends`
          const end = dateTime(failure.until)
          return t`This account is taking a time-out and cannot sign in until ${end}`
        }
        case 'self_excluded': {
          if (!failure.until) return t`This account is self-excluded and cannot sign in until it ends`
          const end = dateTime(failure.until)
          return t`This account is self-excluded and cannot sign in until ${end}`
        }
        case 'exclusion_duration':
          return t`Choose a time-out of 24 hours to 6 weeks, or a self-exclusion of 6 months or more`
        case 'deposit_limit_exceeded':
          return t`This deposit would go over your deposit limit`
        case 'loss_limit_reached':
          return t`You have reached your loss limit for now`
        case 'captcha_required':
          return t`Please enter the captcha`
        case 'wrong_captcha':
          return t`The captcha is incorrect`
        case 'second_check_failed':
          return t`The verification is incorrect`
        case 'authenticator_code_used':
          return t`This code was used already. Wait for the next code in your app`
        case 'too_many_requests':
          return t`Too many requests, please try again later`
        case 'wrong_sms_code': {
          if (failure.attemptsLeft === undefined) return t`The SMS code is incorrect or has expired`
          const left = failure.attemptsLeft
          return t`The SMS code is incorrect: ${left} attempts left`
        }
        case 'wrong_email_code': {
          if (failure.attemptsLeft === undefined) return t`The e-mail code is incorrect or has expired`
          const left = failure.attemptsLeft
          return t`The e-mail code is incorrect: ${left} attempts left`
        }
        case 'email_code_spent':
        case 'sms_code_spent':
          return t`Too many wrong codes: this code no longer works, please request a new one`
        case 'mobile_not_registered':
          return t`This mobile number is not registered`
        case 'account_email_not_found':
          return t`Username/Email does not exist`
        case 'wrong_old_password':
          return t`The current password is incorrect`
        case 'username_taken':
          return t`This username is already registered`
        case 'mobile_taken':
          return t`This mobile number is already registered`
        case 'invitation_code_error':
          return t`Invitation code wrong`
        case 'password_mismatch':
          return t`The two entries do not match.`
        case 'field_required':
          return t`Content must not be empty`
        case 'field_invalid':
        case 'invalid_mobile':
          return t`Please check the format of the fields`
        case 'bot_check_failed':
          return t`The security check failed, please try again`
        case 'verify_first':
          return t`Please verify first`
        case 'vendor_maintenance':
          return t`This game is under maintenance, please try again later`
        case 'insufficient_balance':
        case 'balance_not_enough':
          return t`Your balance is not enough, please deposit first`
        case 'free_trial_unavailable':
          return t`This game has no free trial`
        case 'trial_account':
          return t`Trial accounts cannot play this game, please use a real account`
        // The platform's refusal of any money movement of a trial or free-play account (the spec's key).
        case 'in_need_true_account':
          return t`Trial accounts cannot use this area. Please sign in with a real account.`
        case 'unknown_game':
        case 'unknown_vendor':
          return t`This game is not available`
        // One lock-out for every call that checks the fund password (withdraw has its own words).
        case 'fund_password_locked': {
          if (!failure.until) return t`Too many wrong fund passwords. Please try again later`
          const end = dateTime(failure.until)
          return t`Too many wrong fund passwords. The fund password is locked until ${end}`
        }
        // The platform's body limit (413): only a form with images can come near it.
        case 'payload_too_large':
          return t`This is too large to send. Try smaller images.`
        // The platform's idempotency rule: this key already went with another request (docs/api.md).
        case 'idempotency_conflict':
          return t`This request was already sent with other details. Please try again.`
        case 'feature_disabled':
          return t`This feature is not available`
        case 'url_refused':
          return t`This page cannot be opened here: its address is not one the portal trusts`
        default:
          return t`Something went wrong, please try again`
      }
    },
    [t, i18n, dateTime],
  )
}
