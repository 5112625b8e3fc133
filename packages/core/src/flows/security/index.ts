export { validateEmailCode, validateFundPasswordReset } from './account-recovery.rules'
export {
  createEmailVerification,
  createEmailVerificationSend,
  createFundPasswordReset,
  createFundPasswordResetSms,
} from './create-account-recovery'
export {
  createBindMobile,
  createBindMobileSms,
  createFundPassword,
  createSecurityOverview,
  type SecurityOverviewActor,
} from './create-security'
export { createSecurityQuestions } from './create-security-questions'
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
export {
  type SecurityQuestionsMeta,
  securityQuestionsRecord,
  validateSecurityQuestions,
} from './security-questions.rules'
