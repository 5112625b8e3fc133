import type { SecurityQuestions } from '../../api/schemas/security'
import type { FieldErrors } from '../../validation/issues'
import type { FormFields, FormRecord } from '../member-form/member-form.types'

/** What the questions form shows: the questions offered (codes with the platform's text), none typed yet. */
export type SecurityQuestionsMeta = Pick<SecurityQuestions, 'questions'> & { answered: boolean }

export function securityQuestionsRecord(answer: SecurityQuestions): FormRecord<SecurityQuestionsMeta> {
  const [first = '', second = ''] = answer.chosen
  return {
    fields: { question1: first, answer1: '', question2: second, answer2: '', loginPassword: '' },
    meta: { questions: answer.questions, answered: answer.chosen.length > 0 },
  }
}

/** Two different questions, each answered in 2 to 50 characters, and the login password as the step-up. */
export function validateSecurityQuestions(fields: FormFields): FieldErrors {
  const errors: FieldErrors = {}
  const value = (name: string) => (fields[name] ?? '').trim()
  for (const [question, answer] of [
    ['question1', 'answer1'],
    ['question2', 'answer2'],
  ] as const) {
    if (value(question) === '') errors[question] = { code: 'required' }
    const typed = value(answer)
    if (typed === '') errors[answer] = { code: 'required' }
    else if (typed.length < 2) errors[answer] = { code: 'tooShort', min: 2 }
    else if (typed.length > 50) errors[answer] = { code: 'tooLong', max: 50 }
  }
  if (!errors.question2 && value('question2') === value('question1')) errors.question2 = { code: 'duplicate' }
  if (value('loginPassword') === '') errors.loginPassword = { code: 'required' }
  return errors
}
