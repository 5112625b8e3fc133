import type { Obligation } from './obligations'

/**
 * What the platform must enforce when a member cancels a member-to-member deposit (issue 32): the order pays
 * another member's withdrawal, so what the depositor may withdraw is the platform's to decide, not the client's.
 * The simulator keeps each, proved over HTTP by `packages/simulator/src/deposit-cancel.test.ts`.
 */
export const depositCancelObligations: readonly Obligation[] = [
  {
    rule: "Only the member's own order can be cancelled: another member's reference is unknown to them",
    refusal: '`unknown_order`',
  },
  {
    rule: 'Only a member-to-member order is cancelled this way: a bank transfer, e-wallet, QR or crypto order waits for the back office',
    refusal: '`order_not_c2c`',
  },
  {
    rule: "Only while the order waits and before the payment is sent: once the depositor's receipt has asked the withdrawer to confirm, the money may have moved, and the order is settled by the withdrawer's answer or the back office",
    refusal: '`payment_sent`',
  },
  {
    rule: 'An approved, rejected or already cancelled order cannot be cancelled (a repeat with the same key answers the cancelled order again)',
    refusal: '`order_not_pending`',
  },
  {
    rule: "A cancel moves no money: a waiting deposit never counted toward the balance. The ledger records it as the deposit entry's status move to `rejected` with the remark that the member cancelled it, the order shows `cancelled`, and the withdrawal it was matched with can be matched with another depositor",
    refusal: '',
  },
  {
    rule: 'A cancel carries an idempotency key: the same key with the same order answers the cancelled order again; the same key for another order is refused',
    refusal: '`idempotency_conflict`',
  },
]
