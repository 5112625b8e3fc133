export { corePackage } from '@portal/core'
