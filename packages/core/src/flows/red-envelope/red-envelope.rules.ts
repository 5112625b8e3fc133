import { money, moneyToDecimal } from '../../domain/money'
import { checkAmount, isAmountError } from '../transfer/transfer.rules'
import type { EnvelopeField, EnvelopeIssue, EnvelopeRequest, RedEnvelopeContext } from './red-envelope.types'

/** The simulator's and our limits: up to 100 shares, up to 72 hours. */
export const envelopeLimits = { maxCount: 100, maxHours: 72 } as const

const whole = (text: string) => (/^\s*\d{1,4}\s*$/.test(text) ? Number(text) : null)

/** The form as a request, or the reasons beside each field why it cannot be sent. */
export function checkEnvelope(
  context: Pick<RedEnvelopeContext, 'fields' | 'split'>,
): Omit<EnvelopeRequest, 'key'> | Partial<Record<EnvelopeField, EnvelopeIssue>> {
  const errors: Partial<Record<EnvelopeField, EnvelopeIssue>> = {}
  const total = checkAmount(context.fields.total, null)
  const count = whole(context.fields.count)
  const hours = whole(context.fields.hours)
  if (isAmountError(total)) errors.total = { code: total.code }
  if (count === null || count < 1 || count > envelopeLimits.maxCount)
    errors.count = { code: 'count.range', values: { max: envelopeLimits.maxCount } }
  else if (!isAmountError(total) && total.minor < BigInt(count))
    errors.total = {
      code: 'total.perShare',
      values: { min: moneyToDecimal(money(BigInt(count), total.exponent)) },
    }
  if (hours === null || hours < 1 || hours > envelopeLimits.maxHours)
    errors.hours = { code: 'hours.range', values: { max: envelopeLimits.maxHours } }
  const paymentPassword = context.fields.paymentPassword
  if (paymentPassword === '') errors.paymentPassword = { code: 'password.required' }
  else if (!/^\d{6}$/.test(paymentPassword)) errors.paymentPassword = { code: 'password.format' }
  if (Object.keys(errors).length > 0 || isAmountError(total) || count === null || hours === null)
    return errors
  return { total, count, split: context.split, hours, paymentPassword }
}

/** The empty form: ten envelopes for a day. */
export const initialEnvelopeFields: Record<EnvelopeField, string> = {
  total: '',
  count: '10',
  hours: '24',
  paymentPassword: '',
}

export const isEnvelopeRequest = (
  checked: ReturnType<typeof checkEnvelope>,
): checked is Omit<EnvelopeRequest, 'key'> => 'split' in checked
