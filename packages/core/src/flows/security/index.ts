export {
  createBindMobile,
  createBindMobileSms,
  createFundPassword,
  createSecurityOverview,
  type SecurityOverviewActor,
} from './create-security'
export { connectSecurity, type SecurityView } from './security.connect'
export {
  type SecurityCheck,
  type SecurityItem,
  securityChecklist,
  securityItems,
  securityLevel,
  securityScore,
  validateBindMobile,
  validateFundPassword,
} from './security.rules'
