import { createActor, fromPromise } from 'xstate'
import { securityQuestions, setSecurityQuestions } from '../../api/endpoints'
import type { Portal } from '../../create-portal'
import { memberFormMachine } from '../member-form/member-form.machine'
import type { FormRecord, SaveInput } from '../member-form/member-form.types'
import { securityQuestionsRecord, validateSecurityQuestions } from './security-questions.rules'

/**
 * The security questions of the security centre (issue 32): the questions offered and those answered are loaded;
 * two different ones are answered with the login password, which replaces any answered before. The answers and
 * the password are emptied after a save; the questions chosen stay shown.
 */
export function createSecurityQuestions(portal: Portal) {
  const { api } = portal.deps
  const machine = memberFormMachine.provide({
    actors: {
      load: fromPromise<FormRecord, void>(async ({ signal }) =>
        securityQuestionsRecord(await api.call(securityQuestions, undefined, { signal })),
      ),
      save: fromPromise<unknown, SaveInput>(async ({ input: { fields }, signal }) => {
        const saved = await api.call(
          setSecurityQuestions,
          {
            question1: fields.question1 ?? '',
            answer1: (fields.answer1 ?? '').trim(),
            question2: fields.question2 ?? '',
            answer2: (fields.answer2 ?? '').trim(),
            loginPassword: fields.loginPassword ?? '',
          },
          { signal },
        )
        return securityQuestionsRecord(saved)
      }),
    },
    actions: { afterSave: () => {} },
  })
  return createActor(machine, {
    input: { fields: {}, validate: validateSecurityQuestions, loads: true, clearOnSave: false },
    ...portal.deps.actorOptions,
  })
}
