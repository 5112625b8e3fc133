import { confirmVerificationMail, sendVerificationMail } from '../account-recovery/email-verification'
import { resetFundPassword, sendFundPasswordResetSms } from '../account-recovery/fund-password-reset'
import { isAvatarId } from '../art/avatar-set'
import { Refusal, refuse } from '../envelope'
import { avatarChoices, avatarUrlOf } from '../member-centre/avatar'
import { profileOf } from '../member-centre/state'
import type { Handle } from '../route'
import { mustBeSignedIn } from './member'
import { maskEmail } from './member-centre'

/**
 * Account recovery and the avatar (issue 32): a forgotten fund password reset by SMS, the e-mail address
 * verified, an avatar chosen from the platform's set.
 */
export function accountRecoveryHandlers(handle: Handle): void {
  handle('fundPasswordResetSms', (input, { store, member }) =>
    sendFundPasswordResetSms(store, mustBeSignedIn(member), input.mobileNum),
  )

  handle('resetFundPassword', (input, { store, member }) =>
    resetFundPassword(store, mustBeSignedIn(member), input),
  )

  handle('sendEmailVerification', (_input, { store, member }) => {
    const sent = sendVerificationMail(store, mustBeSignedIn(member))
    return sent instanceof Refusal ? sent : { ...sent, email: maskEmail(sent.email) }
  })

  handle('avatarChoices', (_input, { store, member, origin }) =>
    avatarChoices(store, origin, mustBeSignedIn(member)),
  )

  handle('changeIcon', (input, { store, member, origin }) => {
    const signedIn = mustBeSignedIn(member)
    if (!isAvatarId(input.iconId))
      return refuse('unknown_icon', 'No such avatar in the set', { field: 'iconId' })
    profileOf(store.state.memberCentre, signedIn, store.now()).avatarId = input.iconId
    return { avatarUrl: avatarUrlOf(store, origin, signedIn) }
  })

  handle('verifyEmail', (input, { store, member }) =>
    confirmVerificationMail(store, mustBeSignedIn(member), input.verificationCode),
  )
}
