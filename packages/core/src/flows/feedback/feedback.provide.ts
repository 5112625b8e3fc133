import { fromPromise } from 'xstate'
import type { ApiClient } from '../../api/client'
import { feedback } from '../../api/endpoints'
import { feedbackMachine } from './feedback.machine'

/** The feedback machine bound to the feedback call (no token needed: visitors send feedback too). */
export function provideFeedback(api: ApiClient) {
  return feedbackMachine.provide({
    actors: {
      sendFeedback: fromPromise(({ input, signal }) => api.call(feedback, input, { signal })),
    },
  })
}
