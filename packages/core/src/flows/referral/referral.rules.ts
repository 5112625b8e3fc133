import { moneyFromApi, zeroMoney } from '../../domain/money'
import type { ReferralAnswers, ReferralRecord } from './referral.types'

/**
 * The link a friend registers with: the portal's /register with the `referralCode` query parameter, which the
 * registration form reads (spec §3 "referralCode (from the referralCode query parameter)").
 */
export function referralLink(origin: string, code: string): string {
  const url = new URL('/register', origin)
  url.searchParams.set('referralCode', code)
  return url.href
}

const amount = (value: number | string) => moneyFromApi(value) ?? zeroMoney()

/** The three answers as the page's record: decimals to money, invitees newest first. */
export function referralRecord({ details, invitees, rules }: ReferralAnswers): ReferralRecord {
  return {
    code: details.referralCode,
    totalIncome: amount(details.totalIncome),
    pendingIncome: amount(details.pendingIncome),
    inviteeCount: Number(details.inviteeCount),
    currencySymbol: details.currencySymbol,
    invitees: [...invitees]
      .sort((a, b) => b.registeredAt.localeCompare(a.registeredAt))
      .map((invitee) => ({
        account: invitee.account,
        registeredAt: invitee.registeredAt,
        deposited: Boolean(invitee.firstDepositAt),
        firstDepositAt: invitee.firstDepositAt || null,
      })),
    rules: {
      firstDepositPercent: Number(rules.firstDepositPercent),
      maxRewardPerInvitee: amount(rules.maxRewardPerInvitee),
      content: rules.content,
    },
  }
}
