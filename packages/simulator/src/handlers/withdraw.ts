import { refuse } from '../envelope'
import { checkFundPassword, fundPasswordLock } from '../fund-password/fund-password'
import { identityMissing } from '../identity/identity'
import { ledgerOf } from '../ledger/book'
import { runningBalance } from '../ledger/ledger'
import { isRefusal, requestWithdrawal } from '../ledger/operations'
import { orderReference } from '../ledger/references'
import { fromWire, toWire } from '../ledger/wire'
import { profileOf } from '../member-centre/state'
import type { CallContext, Handle } from '../route'
import type { Member } from '../seed/members'
import type { Store } from '../store'
import { boundAccount } from '../withdraw/bound-accounts'
import { answerPayment, type Notify, orderStatus, settleDue } from '../withdraw/c2c'
import { missingCardField } from '../withdraw/card-setting'
import { paymentDetails } from '../withdraw/payment-details'
import { feeOf, passesLuhn, turnoverRemaining, usedToday } from '../withdraw/rules'
import { banks, cardsOf, type WithdrawOrderRecord, withdrawRules } from '../withdraw/state'
import { mustBeSignedIn } from './member'

const iso = (at: number) => new Date(at).toISOString()

/** An image the original accepts as proof: png or jpeg, at most 5,242,880 bytes once decoded. */
const proofPattern = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+=*)$/
const maxProofBytes = 5_242_880
const maxProofs = 3

function isProof(text: string): boolean {
  const match = proofPattern.exec(text)
  if (!match?.[2]) return false
  const data = match[2]
  const bytes = (data.length * 3) / 4 - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0)
  return bytes > 0 && bytes <= maxProofBytes
}

/** Withdraw (issue 14): settings, cards, fee, the order with the fund password, and the C2C confirmations. */
export function withdrawHandlers(handle: Handle, notify: Notify): void {
  const signedIn = ({ store, member }: CallContext) => {
    const who = mustBeSignedIn(member)
    settleDue(store, notify)
    return who
  }

  handle('withdrawSettings', (_input, context) => {
    const member = signedIn(context)
    const { store } = context
    const ledger = ledgerOf(store, member)
    const { fee } = withdrawRules
    return {
      minAmount: toWire(withdrawRules.minAmount),
      maxAmount: toWire(withdrawRules.maxAmount),
      dailyCount: withdrawRules.dailyCount,
      dailyUsed: usedToday(store.state.withdraw, member.account, store.now()),
      fee: {
        rateBasisPoints: fee.rateBasisPoints,
        min: toWire(fee.min),
        max: toWire(fee.max),
        freePerDay: fee.freePerDay,
      },
      turnoverRemaining: toWire(turnoverRemaining(store, ledger)),
      balance: toWire(runningBalance(ledger)),
      fundPasswordSet: member.fundPassword !== '',
      lockedUntil: fundPasswordLock(store, member),
      identityMissing: identityMissing(store, member),
    }
  })

  handle('bankCards', (_input, context) => cardsView(context.store, signedIn(context)))

  handle('addBankCard', (input, context) => {
    const member = signedIn(context)
    const { store } = context
    const profile = profileOf(store.state.memberCentre, member, store.now())
    const cards = cardsOf(store.state.withdraw, member.account)
    if (!banks.some((bank) => bank.code === input.bankCode))
      return refuse('unknown_bank', 'Pick a bank from the list', { field: 'bankCode' })
    if (!passesLuhn(input.cardNumber))
      return refuse('card_number_invalid', 'The card number is not valid', { field: 'cardNumber' })
    const missing = missingCardField(store.state.withdraw.cardSetting, input)
    if (missing) return missing
    // The first card sets the real name; every later card must be in the same name.
    if (input.realName !== '' && profile.payeeName && profile.payeeName !== input.realName)
      return refuse('real_name_mismatch', 'Cards must be in your real name', { field: 'realName' })
    if (cards.some((card) => card.number === input.cardNumber))
      return refuse('card_exists', 'This card is already added', { field: 'cardNumber' })
    const { maxCards } = store.state.withdraw.cardSetting
    if (cards.length >= maxCards) return refuse('card_limit', `At most ${maxCards} cards`, { max: maxCards })
    // The step-up (issue 31): a card is where money goes, so the fund password, on the one shared counter.
    const stepUp = checkFundPassword(store, member, input.paymentPassword)
    if (stepUp) return stepUp
    if (input.realName !== '') profile.payeeName ??= input.realName
    cards.push({
      id: `C${store.state.withdraw.nextId++}`,
      bankCode: input.bankCode,
      number: input.cardNumber,
      holder: input.realName || (profile.payeeName ?? ''),
      ...(input.branch && { branch: input.branch }),
      isDefault: cards.length === 0,
    })
    profile.bankCards = cards.length
    return cardsView(store, member)
  })

  handle('setDefaultBankCard', (input, context) => {
    const member = signedIn(context)
    const cards = cardsOf(context.store.state.withdraw, member.account)
    if (!cards.some((card) => card.id === input.cardId))
      return refuse('unknown_card', `No card ${input.cardId}`, { field: 'cardId' })
    for (const card of cards) card.isDefault = card.id === input.cardId
    return cardsView(context.store, member)
  })

  handle('withdrawCharges', (input, context) => {
    const member = signedIn(context)
    const { store } = context
    const amount = fromWire(input.amount)
    if (amount === null || amount <= 0) return refuse('amount_invalid', 'Not an amount', { field: 'amount' })
    const fee = feeOf(amount, usedToday(store.state.withdraw, member.account, store.now()))
    return { amount: toWire(amount), fee: toWire(fee), total: toWire(amount + fee) }
  })

  handle('withdraw', (input, context) => {
    const member = signedIn(context)
    const { store } = context
    const { withdraw } = store.state
    // Before the fund password: what the member must do first is not a guess to count.
    const missing = identityMissing(store, member)
    if (missing)
      return refuse('identity_required', 'Verify your identity before withdrawing', { status: missing })
    const unlocked = checkFundPassword(store, member, input.paymentPassword)
    if (unlocked) return unlocked
    // Where it goes (issue 32): one of the member's cards, or an account they bound for a method still offered.
    const card =
      cardsOf(withdraw, member.account).find((one) => one.id === input.cardId) ??
      boundAccount(withdraw, member.account, input.cardId)
    if (!card) return refuse('unknown_card', 'Pick one of your cards', { field: 'cardId' })
    const amount = fromWire(input.amount)
    if (amount === null || amount <= 0) return refuse('amount_invalid', 'Not an amount', { field: 'amount' })
    if (amount < withdrawRules.minAmount)
      return refuse('amount_below_min', 'Below the minimum', {
        field: 'amount',
        min: toWire(withdrawRules.minAmount),
      })
    if (amount > withdrawRules.maxAmount)
      return refuse('amount_above_max', 'Above the maximum', {
        field: 'amount',
        max: toWire(withdrawRules.maxAmount),
      })
    const used = usedToday(withdraw, member.account, store.now())
    if (used >= withdrawRules.dailyCount)
      return refuse('daily_count_reached', 'No more withdrawals today', { count: withdrawRules.dailyCount })
    const ledger = ledgerOf(store, member)
    const turnover = turnoverRemaining(store, ledger)
    if (turnover > 0)
      return refuse('turnover_required', 'Turnover still to bet', { remaining: toWire(turnover) })
    const fee = feeOf(amount, used)
    const reference = orderReference(ledger, 'WD')
    const held = requestWithdrawal(ledger, amount, fee, { at: store.now(), reference })
    if (isRefusal(held))
      return refuse('insufficient_balance', 'Not enough in the main wallet', { field: 'amount' })
    const order: WithdrawOrderRecord = {
      orderNo: reference,
      account: member.account,
      cardId: card.id,
      amount,
      fee,
      createdAt: store.now(),
      withdrawalEntryId: held[0]?.id ?? '',
      received: 0,
    }
    withdraw.orders.push(order)
    return orderView(store, order)
  })

  handle('paymentConfirmations', (_input, context) => {
    const member = signedIn(context)
    const { store } = context
    const list = store.state.withdraw.payDetails
      .filter((pay) => pay.account === member.account && pay.status === 'awaiting')
      .map((pay) => {
        const order = store.state.withdraw.orders.find((one) => one.orderNo === pay.orderNo)
        const total = order?.amount ?? pay.amount
        const received = order?.received ?? 0
        return {
          payDetailId: pay.id,
          orderNo: pay.orderNo,
          amount: toWire(total),
          receivedAmount: toWire(pay.amount),
          remainingAmount: toWire(Math.max(0, total - received - pay.amount)),
          autoConfirmed: false,
          sentAt: iso(pay.sentAt),
          autoReceiveAt: iso(pay.autoReceiveAt),
          autoReceiveInSeconds: Math.max(0, Math.ceil((pay.autoReceiveAt - store.now()) / 1000)),
          ...paymentDetails(store, pay),
        }
      })
    return { list }
  })

  handle('processC2CTransaction', (input, context) => {
    const member = signedIn(context)
    const { store } = context
    const pay = store.state.withdraw.payDetails.find(
      (one) => one.id === input.payDetailId && one.account === member.account,
    )
    if (!pay) return refuse('unknown_payment', `No payment ${input.payDetailId}`)
    if (pay.status !== 'awaiting') return refuse('not_pending', 'This payment was answered already')
    const proofs = input.proofOfNotReceive ?? []
    if (input.isMoneyReceived === 'N') {
      if (proofs.length === 0) return refuse('proof_required', 'Add a proof image', { field: 'proof' })
      if (proofs.length > maxProofs || !proofs.every(isProof))
        return refuse('proof_invalid', 'png or jpg, under 5 MB, at most 3', { field: 'proof' })
    }
    answerPayment(store, pay, input.isMoneyReceived, proofs)
    return {
      payDetailId: pay.id,
      status: input.isMoneyReceived === 'N' ? ('disputed' as const) : ('received' as const),
    }
  })
}

export function cardsView(store: Store, member: Member) {
  return {
    cards: cardsOf(store.state.withdraw, member.account).map((card) => ({
      id: card.id,
      bankCode: card.bankCode,
      bankName: banks.find((bank) => bank.code === card.bankCode)?.name ?? card.bankCode,
      last4: card.number.slice(-4),
      holder: card.holder,
      isDefault: card.isDefault,
    })),
    banks: banks.map((bank) => ({ ...bank })),
    realName: profileOf(store.state.memberCentre, member, store.now()).payeeName,
  }
}

function orderView(store: Store, order: WithdrawOrderRecord) {
  const member = store.findMember(order.account)
  return {
    orderNo: order.orderNo,
    amount: toWire(order.amount),
    fee: toWire(order.fee),
    status: orderStatus(store, order),
    createdAt: iso(order.createdAt),
    balance: toWire(member ? runningBalance(ledgerOf(store, member)) : 0),
  }
}
