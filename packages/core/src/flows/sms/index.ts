export { connectSms, type SmsSnapshot, type SmsView } from './sms.connect'
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
