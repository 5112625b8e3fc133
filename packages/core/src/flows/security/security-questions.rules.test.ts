import { describe, expect, it } from 'vitest'
import { securityQuestionsRecord, validateSecurityQuestions } from './security-questions.rules'

const filled = {
  question1: 'birthCity',
  answer1: 'Hanoi',
  question2: 'firstPet',
  answer2: 'Mochi',
  loginPassword: 'Demo1234',
}

describe('security questions rules', () => {
  it('takes two different questions, each answered, with the login password', () => {
    expect(validateSecurityQuestions(filled)).toEqual({})
  })

  it('says what is missing or wrong, field by field', () => {
    expect(validateSecurityQuestions({ ...filled, question2: 'birthCity' })).toEqual({
      question2: { code: 'duplicate' },
    })
    expect(
      validateSecurityQuestions({ question1: '', answer1: ' a ', question2: 'x', answer2: 'y'.repeat(51) }),
    ).toEqual({
      question1: { code: 'required' },
      answer1: { code: 'tooShort', min: 2 },
      answer2: { code: 'tooLong', max: 50 },
      loginPassword: { code: 'required' },
    })
  })

  it('shows the questions answered, never an answer, and nothing typed', () => {
    const questions = [{ id: 'birthCity', text: 'The city where you were born' }]
    expect(securityQuestionsRecord({ questions, chosen: ['birthCity', 'firstPet'] })).toEqual({
      fields: { question1: 'birthCity', answer1: '', question2: 'firstPet', answer2: '', loginPassword: '' },
      meta: { questions, answered: true },
    })
    expect(securityQuestionsRecord({ questions, chosen: [] }).meta.answered).toBe(false)
  })
})
