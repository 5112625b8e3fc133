import { drawCaptcha } from '../art/captcha'
import { refuse } from '../envelope'
import type { Handle } from '../route'
import { sendSmsCode } from './sms'

/** SMS codes and the captcha: what the login, registration and password-reset forms verify with. */
export function verificationHandlers(handle: Handle): void {
  handle('smsCodeNoLogin', (input, { store }) => {
    const known = store.state.members.some((member) => member.mobileNum === input.mobileNum.trim())
    if (!known) return refuse('mobile_not_registered', 'This mobile number is not registered')
    return sendSmsCode(store, input, 'login')
  })

  handle('smsCodeRegister', (input, { store }) => {
    const mobileNum = input.mobileNo.trim()
    if (store.state.members.some((member) => member.mobileNum === mobileNum))
      return refuse('mobile_taken', 'This mobile number is already registered')
    return sendSmsCode(store, { mobileNum, countryDialingCode: input.countryDialingCode }, 'register')
  })

  handle('captcha', (_input, { store }) => {
    const { answer, image } = drawCaptcha(store.random)
    store.state.captchaAnswer = answer
    return image
  })
}
