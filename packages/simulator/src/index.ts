export { createSimulator, type Simulator, type SimulatorOptions } from './simulator'
