import { useLingui } from '@lingui/react/macro'
import type {
  DepositAmountIssue,
  DepositChannelKind,
  DepositFailure,
  DepositOrder,
  DepositPromotion,
  PayeeField,
} from '@portal/core'
import { useCallback } from 'react'
import { useFailureMessage } from '../../../i18n/useFailureMessage'
import { useFormatters } from '../../../i18n/useFormatters'

const pad = (value: number) => String(value).padStart(2, '0')

/** Spec §9: record times as `yyyy-MM-dd HH:mm:ss`, in the member's own time zone. */
export function recordTime(iso: string): string {
  const at = new Date(iso)
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(
    at.getMinutes(),
  )}:${pad(at.getSeconds())}`
}

/** The words of the deposit page that come from codes: kinds, payee fields, issues, refusals, statuses. */
export function useDepositText() {
  const { t } = useLingui()
  const money = useFormatters().amount
  const common = useFailureMessage()
  const { dateTime } = useFormatters()

  const kind = useCallback(
    (code: DepositChannelKind) =>
      ({
        bank: t`Bank transfer`,
        ewallet: t`E-wallet`,
        qr: t`QR code`,
        crypto: t`Crypto`,
        c2c: t`Member to member`,
      })[code],
    [t],
  )

  const instructions = useCallback(
    (code: DepositChannelKind) =>
      ({
        bank: t`Transfer the exact amount to this account from a bank account in your own name, then submit the order.`,
        ewallet: t`Pay the exact amount to this wallet from your e-wallet app, then submit the order.`,
        qr: t`Submit the order, then scan the code in your payment app and pay the exact amount.`,
        crypto: t`Send the exact amount on this network only; coins sent on another network are lost.`,
        c2c: t`Submit the order to be matched with a member who is withdrawing; pay the exact amount to the card shown, then send the receipt.`,
      })[code],
    [t],
  )

  const payee = useCallback(
    (field: PayeeField) =>
      ({
        bankName: t`Bank`,
        accountName: t`Account name`,
        accountNumber: t`Account number`,
        walletId: t`Wallet ID`,
        network: t`Network`,
        address: t`Address`,
      })[field],
    [t],
  )

  const issue = useCallback(
    (problem: DepositAmountIssue) => {
      switch (problem.code) {
        case 'required':
          return t`Enter an amount`
        case 'notNumber':
          return t`Enter the amount in digits, such as 100 or 100.50`
        case 'decimals': {
          const max = problem.max
          return t`Use at most ${max} decimals`
        }
        case 'belowMin': {
          const min = money(problem.min)
          return t`The minimum for this channel is ${min}`
        }
        case 'aboveMax': {
          const max = money(problem.max)
          return t`The maximum for this channel is ${max}`
        }
      }
    },
    [t, money],
  )

  const failure = useCallback(
    (problem: DepositFailure) => {
      if (problem.code === 'deposit_limit_exceeded' && problem.limit?.remaining) {
        const left = money(problem.limit.remaining)
        return t`This deposit would go over your deposit limit. You can still deposit ${left}.`
      }
      if (problem.code === 'unknown_channel')
        return t`This channel is no longer available, please choose another`
      if (problem.code === 'idempotency_conflict') return t`This order was already sent with other details`
      if (problem.code === 'order_not_pending') return t`This order is already settled; no receipt is needed`
      if (problem.code === 'receipt_not_accepted') return t`This channel takes no receipt`
      if (problem.code === 'unknown_order') return t`This order could not be found`
      if (problem.code === 'c2c_no_match')
        return t`No member is withdrawing this amount right now; try another amount or channel`
      if (problem.code === 'promotion_not_eligible')
        return t`This promotion is for a first deposit only; choose another or none`
      if (problem.code === 'unknown_promotion') return t`This promotion is no longer offered; choose another`
      return common(problem)
    },
    [t, money, common],
  )

  const status = useCallback(
    (code: DepositOrder['status']) =>
      ({
        processing: t`Processing`,
        approved: t`Approved`,
        rejected: t`Rejected`,
        cancelled: t`Cancelled`,
      })[code],
    [t],
  )

  const step = useCallback(
    (code: DepositOrder['timeline'][number]['step']) =>
      ({
        submitted: t`Submitted`,
        processing: t`Processing`,
        receiptSent: t`Receipt sent`,
        approved: t`Approved`,
        rejected: t`Rejected`,
        cancelled: t`Cancelled`,
      })[code],
    [t],
  )

  const promotion = useCallback(
    (offer: DepositPromotion) => {
      const percent = offer.percent
      const max = money(offer.maxBonus)
      const turnover = offer.turnover
      const terms = t`${percent}% bonus up to ${max}, turnover ×${turnover}`
      return offer.firstDeposit ? t`${terms} · first deposit only` : terms
    },
    [t, money],
  )

  return { kind, instructions, payee, issue, failure, status, step, money, dateTime, promotion }
}
