export { listen } from './listen'
export { createSimulator, type Simulator } from './simulator'
