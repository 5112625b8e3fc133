/**
 * The core's development entry: what tools driving the flows outside the app need (the terminal runner, the
 * inspector). Never imported by production code, so the inspector's websocket client stays out of the bundle.
 */

// Tools under scripts/ have no xstate of their own (only the core depends on it): they start actors, drive
// `after` delays with the clock the tests use, and type what they watch with these.
export {
  type AnyActorLogic,
  type AnyActorRef,
  createActor,
  type InspectionEvent,
  SimulatedClock,
  waitFor,
} from 'xstate'
export { connectInspector, defaultInspectorUrl } from './inspector'
// Property tests in other packages (the simulator's) read their fast-check run counts from the same place.
export { runs } from './runs'
