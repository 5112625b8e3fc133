export const corePackage = '@portal/core'
