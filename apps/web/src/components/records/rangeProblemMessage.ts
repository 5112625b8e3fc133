import { useLingui } from '@lingui/react/macro'
import type { RangeProblem } from '@portal/core'

/** A refused custom range in words. */
export function useRangeProblemMessage() {
  const { t } = useLingui()
  return (problem: RangeProblem) => {
    switch (problem.code) {
      case 'range.order':
        return t`The range must end on or after its first day.`
      case 'range.tooLong':
        return t`A range can span at most ${problem.maxMonths} months.`
      default:
        return t`Pick a first and a last day.`
    }
  }
}
