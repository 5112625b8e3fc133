export { createFeedback } from './create-feedback'
export {
  connectFeedback,
  type FeedbackIntents,
  type FeedbackSnapshot,
  type FeedbackView,
  feedbackIntents,
} from './feedback.connect'
export { feedbackMachine } from './feedback.machine'
export { provideFeedback } from './feedback.provide'
export type {
  FeedbackContext,
  FeedbackEvent,
  FeedbackFields,
  FeedbackImage,
  FeedbackRequestInput,
} from './feedback.types'
