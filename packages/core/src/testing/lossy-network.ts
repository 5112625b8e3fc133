import fc from 'fast-check'
import { ApiError } from '../api/errors'

/**
 * The network of the "random clicks over a network that loses requests and answers" properties, which check
 * that a request with effects goes once per click and that a key is never carried out twice.
 */

/** What became of one request: answered, carried out with its answer lost, or lost before the server saw it. */
export type Fate = 'answered' | 'answerLost' | 'neverArrived'

/** The fates of a run's requests, in the order they are sent: half answered, a quarter lost each way. */
export const fatesOfRequests: fc.Arbitrary<Fate[]> = fc.array(
  fc.constantFrom<Fate>('answered', 'answered', 'answerLost', 'neverArrived'),
  { minLength: 25, maxLength: 25 },
)

/**
 * A model server's request over that network: one that never arrived changes nothing and fails as the network
 * would; one whose answer is lost is carried out and fails as a time-out, as the app sees both.
 */
export function overLossyNetwork<T>(fate: Fate, endpoint: string, carryOut: () => T): T {
  if (fate === 'neverArrived') throw new ApiError({ kind: 'network', endpoint })
  const outcome = carryOut()
  if (fate === 'answerLost') throw new ApiError({ kind: 'timeout', endpoint })
  return outcome
}

/** A repeatable source of numbers in [0, 1) (Lehmer's generator) for a flow's `random` port: the keys it draws. */
export function seededRandom(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 48_271) % 2_147_483_647
    return state / 2_147_483_647
  }
}
