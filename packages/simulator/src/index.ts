export { listen } from './listen'
export { createSimulator, type Simulator, type SimulatorOptions } from './simulator'
