import { maxRatio } from '../../domain/contracts'
import type { MrSalaryIssue } from './mr-salary.types'

const percentPattern = /^\d{1,3}(\.\d{1,2})?$/

/** Basis points as the rate field shows them: 125 → "1.25". */
export function percentText(rate: number): string {
  const whole = Math.floor(rate / 100)
  return `${whole}.${String(rate % 100).padStart(2, '0')}`
}

/**
 * A typed percentage as basis points, when it may be given: two decimals at most, at least 0.01 %, at most my
 * own rate (the server says the same with `rate_out_of_range` / `rate_above_own`).
 */
export function checkRate(text: string, own: number): number | MrSalaryIssue {
  const typed = text.trim()
  if (typed === '') return { code: 'rate.required' }
  if (!percentPattern.test(typed)) return { code: 'rate.format' }
  const [whole = '0', fraction = ''] = typed.split('.')
  const rate = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  if (rate < 1 || rate > maxRatio) return { code: 'rate_out_of_range', values: { max: percentText(own) } }
  if (rate > own) return { code: 'rate_above_own', values: { max: percentText(own) } }
  return rate
}

export const isRateIssue = (checked: number | MrSalaryIssue): checked is MrSalaryIssue =>
  typeof checked !== 'number'
