import { useLingui } from '@lingui/react/macro'

/** The feedback form's codes (question types) → words. */
export function useFeedbackCopy() {
  const { t } = useLingui()
  const questionType = (code: string): string => {
    switch (code) {
      case 'suggestion':
        return t`Suggestion`
      case 'deposit':
        return t`Deposit`
      case 'withdrawal':
        return t`Withdrawal`
      case 'game':
        return t`Games`
      case 'account':
        return t`Account`
      default:
        return t`Other`
    }
  }
  return { questionType }
}
