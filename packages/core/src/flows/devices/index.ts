export { createDevices } from './create-devices'
export {
  connectDevices,
  type DeviceRow,
  type DevicesIntents,
  type DevicesSnapshot,
  type DevicesView,
  devicesIntents,
} from './devices.connect'
export { devicesMachine } from './devices.machine'
export type { DevicesContext, DevicesEvent } from './devices.types'
