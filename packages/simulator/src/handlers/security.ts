import { refuse } from '../envelope'
import type { Handle } from '../route'
import {
  authenticatorOf,
  codesLocked,
  issueSecret,
  takeTotp,
  totpParameters,
} from '../security/authenticator'
import { questionsOf, setQuestions } from '../security/questions'
import { checkLoginPassword } from '../sign-in/step-up'
import { mustBeSignedIn } from './member'

/** Account security (issue 32): the authenticator app and the security questions. */
export function securityHandlers(handle: Handle): void {
  handle('authenticatorStatus', (_input, { store, member }) => ({
    enabled: authenticatorOf(store, mustBeSignedIn(member)).secret !== null,
  }))

  handle('bindAuthenticator', (_input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    const secret = issueSecret(store, signedIn)
    if (typeof secret !== 'string') return secret
    return { secret, account: signedIn.account, ...totpParameters }
  })

  handle('verifyAuthenticator', (input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    const authenticator = authenticatorOf(store, signedIn)
    const locked = codesLocked(store, signedIn)
    if (locked) return locked
    if (input.purpose === 'enable') {
      if (authenticator.secret) return refuse('authenticator_on', 'The authenticator is on already')
      if (!authenticator.pending)
        return refuse('authenticator_not_bound', 'Ask for a secret (bindGA) before verifying a code')
      const refusal = takeTotp(store, signedIn, authenticator.pending, input.code)
      if (refusal) return refusal
      authenticator.secret = authenticator.pending
      authenticator.pending = null
      return null
    }
    if (!authenticator.secret) return refuse('authenticator_off', 'The authenticator is off already')
    const refusal = takeTotp(store, signedIn, authenticator.secret, input.code)
    if (refusal) return refusal
    authenticator.secret = null
    return null
  })

  handle('securityQuestions', (_input, { store, member }) => questionsOf(store, mustBeSignedIn(member)))

  handle('setSecurityQuestions', (input, { store, member }) => {
    const signedIn = mustBeSignedIn(member)
    const refusal =
      checkLoginPassword(store, signedIn, input.loginPassword) ??
      setQuestions(store, signedIn, [
        { questionId: input.question1, answer: input.answer1, field: 'question1' },
        { questionId: input.question2, answer: input.answer2, field: 'question2' },
      ])
    return refusal ?? questionsOf(store, signedIn)
  })
}
