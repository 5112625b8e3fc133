import { assign, type SnapshotFrom, setup } from 'xstate'
import { notProvided } from '../shared/not-provided'

/** The captcha call's image as a `data:` URL: it answers a data URL or bare base64 (a PNG). */
const captchaDataUrl = (image: string) =>
  image.startsWith('data:') ? image : `data:image/png;base64,${image}`

/** Spec §9: the captcha refreshes at most once per 1000 ms. */
export const captchaThrottleMs = 1000

export interface CaptchaContext {
  /** The image as a `data:` URL (`<img src>` takes it as is); the call's bare base64 is taken to be a PNG. */
  image: string | null
  failed: boolean
  /** A refresh asked for during the throttle window runs when the window ends, not never. */
  queued: boolean
}

export type CaptchaEvent =
  /** The login flow needs a fresh image: the server asked for one, or spent the last answer. */
  | { type: 'captcha.load' }
  /** The user asked for another image; throttled. */
  | { type: 'captcha.refresh' }

/**
 * The login form's captcha image: hidden until the server asks for one, then loaded, and refreshed on request
 * no more than once per second (the throttle is a state with an `after`, so the simulated clock drives it).
 */
export const captchaMachine = setup({
  types: { context: {} as CaptchaContext, events: {} as CaptchaEvent },
  actors: { loadCaptcha: notProvided<string>('loadCaptcha') },
  actions: {
    assignImage: assign((_, image: string) => ({ image: captchaDataUrl(image), failed: false })),
    assignFailed: assign({ failed: true }),
    /** Asking for a new image spends the shown one: nobody is to type an answer to it while the new one loads. */
    dropImage: assign({ image: null }),
    queue: assign({ queued: true }),
    unqueue: assign({ queued: false }),
  },
  guards: {
    isQueued: ({ context }) => context.queued,
  },
}).createMachine({
  id: 'captcha',
  context: { image: null, failed: false, queued: false },
  initial: 'hidden',
  // The server's demand is not the user's click: it bypasses the throttle.
  on: { 'captcha.load': { target: '.loading', actions: 'unqueue' } },
  states: {
    hidden: {},
    loading: {
      entry: 'dropImage',
      invoke: {
        id: 'loadCaptcha',
        src: 'loadCaptcha',
        onDone: {
          target: 'throttled',
          actions: { type: 'assignImage', params: ({ event }) => event.output },
        },
        onError: { target: 'throttled', actions: 'assignFailed' },
      },
    },
    throttled: {
      on: { 'captcha.refresh': { actions: 'queue' } },
      after: {
        [captchaThrottleMs]: [
          { guard: 'isQueued', target: 'loading', actions: 'unqueue' },
          { target: 'ready' },
        ],
      },
    },
    ready: {
      on: { 'captcha.refresh': 'loading' },
    },
  },
})

/** What the login form shows of the captcha. */
export interface CaptchaView {
  /** A `data:` URL, for an `<img src>`; null while none is loaded. */
  image: string | null
  loading: boolean
  failed: boolean
}

export function captchaView(snapshot: SnapshotFrom<typeof captchaMachine>): CaptchaView {
  return {
    image: snapshot.context.image,
    loading: snapshot.matches('loading'),
    failed: snapshot.context.failed,
  }
}
