import { type Refusal, refuse } from '../envelope'
import { fundPasswordFormat } from '../fund-password/fund-password'
import { sendSmsCode, takeSmsCode } from '../handlers/sms'
import type { Member } from '../seed/members'
import { mobileKey, type Store } from '../store'

const notBound = () =>
  refuse('mobile_not_bound', 'Bind a mobile number first: the reset code goes to the bound number')

/**
 * A forgotten fund password (issue 32, resetPaymentPassword): a code to the bound mobile, and only there. The
 * number the member types must be the bound one, so a stolen session cannot send a code elsewhere.
 */
export function sendFundPasswordResetSms(
  store: Store,
  member: Member,
  typed: string,
): { expiredMinutes: number } | Refusal {
  if (!member.mobileNum) return notBound()
  if (mobileKey(typed) !== member.mobileNum)
    return refuse('mobile_mismatch', 'This is not the mobile number bound to the account', {
      field: 'mobileNum',
    })
  return sendSmsCode(
    store,
    { mobileNum: member.mobileNum, countryDialingCode: member.countryDialingCode ?? '' },
    'fundReset',
  )
}

/**
 * The new fund password with the code: six digits, not the login password (which a fund password is there to
 * back up), both entries the same. The code is checked first, so a wrong one is counted whatever else is wrong.
 * A reset ends a fund-password lock-out: the member has just proved they hold the phone.
 */
export function resetFundPassword(
  store: Store,
  member: Member,
  input: { verificationCode: string; newPassword: string; confirmNewPassword: string },
): Refusal | null {
  if (!member.mobileNum) return notBound()
  const wrong = takeSmsCode(store, member.mobileNum, input.verificationCode.trim(), 'fundReset')
  if (wrong) return refuse(wrong.code, wrong.message, { ...(wrong.value ?? {}), field: 'verificationCode' })
  if (!fundPasswordFormat.test(input.newPassword))
    return refuse('field_invalid', 'The fund password is 6 digits', { field: 'newPassword' })
  if (input.newPassword === member.password)
    return refuse('same_as_login_password', 'The fund password must differ from the login password', {
      field: 'newPassword',
    })
  if (input.newPassword !== input.confirmNewPassword)
    return refuse('field_invalid', 'The two entries do not match', { field: 'confirmNewPassword' })
  member.fundPassword = input.newPassword
  store.state.withdraw.fundPasswordFailures.delete(member.account)
  return null
}
