import { drawCaptcha } from '../art/captcha'
import { refuse } from '../envelope'
import type { Handle } from '../route'
import { sendSmsCode } from './sms'

/** SMS codes and the captcha: what the login, registration and password-reset forms verify with. */
export function verificationHandlers(handle: Handle): void {
  handle('smsCodeNoLogin', (input, { store }) => {
    if (!store.findMemberByMobile(input.mobileNum))
      return refuse('mobile_not_registered', 'This mobile number is not registered')
    return sendSmsCode(store, input, 'login')
  })

  handle('smsCodeRegister', (input, { store }) => {
    if (store.findMemberByMobile(input.mobileNo))
      return refuse('mobile_taken', 'This mobile number is already registered')
    const request = { mobileNum: input.mobileNo, countryDialingCode: input.countryDialingCode }
    return sendSmsCode(store, request, 'register')
  })

  handle('captcha', (_input, { store }) => {
    const { answer, image } = drawCaptcha(store.random)
    store.state.captchaAnswer = answer
    return image
  })
}
