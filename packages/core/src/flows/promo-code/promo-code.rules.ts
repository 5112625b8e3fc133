import { promoCodePattern } from '../../api/schemas/promo-codes'

/** The code as sent (spaces around it dropped), or the issue that keeps it from being sent. */
export function checkPromoCode(draft: string): { code: string } | { issue: string } {
  const code = draft.trim()
  if (code === '') return { issue: 'promoCode.required' }
  if (!promoCodePattern.test(code)) return { issue: 'promoCode.invalid' }
  return { code }
}
