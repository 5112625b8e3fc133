export {
  type ConfirmationDetailIntents,
  type ConfirmationDetailSnapshot,
  type ConfirmationDetailView,
  confirmationDetailIntents,
  connectConfirmationDetail,
} from './confirmation-detail.connect'
export {
  type ConfirmationDetailContext,
  type ConfirmationDetailEvent,
  confirmationDetailMachine,
} from './confirmation-detail.machine'
export { createConfirmationDetail } from './create-confirmation-detail'
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
