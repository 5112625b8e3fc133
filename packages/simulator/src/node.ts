/** Node-only: serving the simulator over HTTP. The main entry stays loadable in a browser (Storybook). */
export { listen } from './listen'
export { realtimePath } from './realtime/socket'
