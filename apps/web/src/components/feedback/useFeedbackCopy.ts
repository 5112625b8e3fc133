import { useLingui } from '@lingui/react/macro'
import type { UploadIssue } from '@portal/core'

/** The feedback form's codes (question types, refused images) → words. */
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
  const uploadIssue = (name: string, issue: UploadIssue): string => {
    const max = issue.max
    switch (issue.code) {
      case 'upload.type':
        return t`${name}: only png or jpg images can be uploaded.`
      case 'upload.size':
        return t`${name}: each image must be under ${max} MB.`
      case 'upload.count':
        return t`${name}: at most ${max} images can be uploaded.`
    }
  }
  return { questionType, uploadIssue }
}
