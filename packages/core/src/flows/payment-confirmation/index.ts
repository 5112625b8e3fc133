export { createPaymentConfirmation, paymentConfirmationFlow } from './create-payment-confirmation'
export {
  type ConfirmationIntents,
  type ConfirmationSnapshot,
  type ConfirmationView,
  confirmationIntents,
  connectPaymentConfirmation,
} from './payment-confirmation.connect'
export { paymentConfirmationMachine } from './payment-confirmation.machine'
export type { ConfirmationEvent, ProofImage } from './payment-confirmation.types'
