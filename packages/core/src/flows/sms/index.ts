export { connectSms, type SmsIntents, type SmsSnapshot, type SmsView, smsIntents } from './sms.connect'
export { smsMachine } from './sms.machine'
export { countdownSeconds, smsFailureOf } from './sms.outcome'
export type {
  SmsContext,
  SmsEmitted,
  SmsEvent,
  SmsFailure,
  SmsInput,
  SmsRequest,
  SmsRoute,
  SmsSent,
} from './sms.types'
