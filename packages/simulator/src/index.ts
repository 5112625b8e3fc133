export { devSurfaceRequest } from './dev/same-origin'
export { xssMarker, xssPayloads } from './seed/hostile-html'
export { createSimulator, type Simulator, type SimulatorOptions } from './simulator'
