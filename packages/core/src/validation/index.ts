export {
  type AddedImages,
  addImages,
  type FeedbackFormField,
  type FeedbackFormValues,
  type FeedbackQuestionType,
  feedbackLimits,
  feedbackQuestionTypes,
  feedbackSchema,
  imageIssue,
  type UploadCandidate,
  type UploadIssue,
} from './feedback'
export { type FieldCheck, type FormResult, type FormSchema, validateForm } from './form'
export {
  isEmail,
  isMobileNumber,
  isPassword,
  isUsername,
  mobileFormat,
  mobileIssue,
  passwordFormat,
  usernameFormat,
  verificationCodeMax,
} from './formats'
export type { FieldErrors, PatternId, ValidationCode, ValidationIssue } from './issues'
export { hasErrors } from './issues'
export { type MailFormField, type MailFormValues, mailLimits, mailSchema, replySchema } from './mail'
export { acceptedPatternTest, isPatternId, matchesPattern, patternIds } from './patterns'
export {
  type RegistrationErrorField,
  type RegistrationField,
  type RegistrationFieldView,
  type RegistrationMode,
  type RegistrationSetup,
  type RegistrationValues,
  registrationFieldNames,
  registrationFields,
  registrationSchema,
  ruleCheck,
} from './registration-rules'
export {
  type ChangePasswordFormField,
  type ChangePasswordFormValues,
  changePasswordSchema,
  type ForgotPasswordFormField,
  type ForgotPasswordFormValues,
  type ForgotPasswordMethod,
  forgotPasswordSchema,
  type LoginFormField,
  type LoginFormOptions,
  type LoginFormValues,
  loginSchema,
} from './sign-in-rules'
