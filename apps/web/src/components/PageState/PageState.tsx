import type { ReactNode } from 'react'
import { FailureNotice } from '../FailureNotice/FailureNotice'
import { Spinner } from '../Spinner/Spinner'

/**
 * What a page (or a section of one) shows of its data: the spinner while it loads, the translated reason with
 * "Try again" once it failed, else its content (`children`; none where the page renders its content beside).
 */
export function PageState({
  loading = false,
  failed,
  reason,
  onRetry,
  children = null,
  placeholder = <Spinner size={24} />,
}: {
  loading?: boolean
  failed: boolean
  /** Why it failed, translated. */
  reason: ReactNode
  /** Absent where trying again is not safe or not offered. */
  onRetry?: (() => void) | undefined
  children?: ReactNode
  /** The loading look, where a page keeps its own (a skeleton of what comes). */
  placeholder?: ReactNode
}) {
  if (failed) return <FailureNotice onRetry={onRetry}>{reason}</FailureNotice>
  return loading ? placeholder : children
}
