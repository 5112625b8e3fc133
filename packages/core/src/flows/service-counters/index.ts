export { createServiceCounters } from './create-service-counters'
export {
  connectServiceCounters,
  type ServiceCountersSnapshot,
  type ServiceCounterView,
} from './service-counters.connect'
export {
  counterSteps,
  counterTickMs,
  type ServiceCounter,
  type ServiceCountersContext,
  type ServiceCountersEvent,
  serviceCounters,
  serviceCountersMachine,
} from './service-counters.machine'
