import { refuse } from '../envelope'
import { checkFundPassword } from '../fund-password/fund-password'
import { profileOf } from '../member-centre/state'
import type { Handle } from '../route'
import { orderStatus } from '../withdraw/c2c'
import { cardsOf } from '../withdraw/state'
import { mustBeSignedIn } from './member'
import { cardsView } from './withdraw'

/**
 * Withdrawal accounts (issue 32): the platform's card setting, and removing a card. A card a withdrawal in
 * progress pays out to stays until that withdrawal is paid or rejected: the money must have somewhere to go.
 */
export function withdrawAccountHandlers(handle: Handle): void {
  handle('bankCardSetting', (_input, { store, member }) => {
    mustBeSignedIn(member)
    const { maxCards, requiredFields } = store.state.withdraw.cardSetting
    return { maxCards, requiredFields: [...requiredFields] }
  })

  handle('removeBankCard', (input, { store, member }) => {
    const who = mustBeSignedIn(member)
    const { withdraw } = store.state
    const cards = cardsOf(withdraw, who.account)
    const card = cards.find((one) => one.id === input.cardId)
    if (!card) return refuse('unknown_card', `No card ${input.cardId}`, { field: 'cardId' })
    const inProgress = withdraw.orders.some(
      (order) =>
        order.account === who.account && order.cardId === card.id && orderStatus(store, order) === 'pending',
    )
    if (inProgress)
      return refuse('card_in_use', 'A withdrawal to this card is in progress', { cardId: card.id })
    // The step-up: a card is where money goes, so the fund password, on the one shared counter.
    const stepUp = checkFundPassword(store, who, input.paymentPassword)
    if (stepUp) return stepUp
    cards.splice(cards.indexOf(card), 1)
    // The default goes to the oldest card left, so a withdrawal always has one to pick.
    const first = cards[0]
    if (card.isDefault && first) first.isDefault = true
    profileOf(store.state.memberCentre, who, store.now()).bankCards = cards.length
    return cardsView(store, who)
  })
}
