import { type Refusal, refuse } from '../envelope'
import type { Member } from '../seed/members'
import type { Store } from '../store'

/** The questions this platform offers: codes the portal words in the member's language, with English text. */
export const offeredQuestions = [
  { id: 'firstSchool', text: 'The name of your first school' },
  { id: 'birthCity', text: 'The city where you were born' },
  { id: 'firstPet', text: 'The name of your first pet' },
  { id: 'favouriteTeacher', text: 'The name of your favourite teacher' },
  { id: 'childhoodFriend', text: 'The name of your best childhood friend' },
] as const

const answerKey = (answer: string) => answer.trim().toLowerCase()

export function questionsOf(store: Store, member: Member) {
  const answered = store.state.securityAnswers.get(member.account.toLowerCase()) ?? []
  return { questions: offeredQuestions.map((q) => ({ ...q })), chosen: answered.map((a) => a.questionId) }
}

/** Two different questions this platform offers, each answered; they replace any answered before. */
export function setQuestions(
  store: Store,
  member: Member,
  pairs: readonly { questionId: string; answer: string; field: string }[],
): Refusal | null {
  const known = new Set<string>(offeredQuestions.map((q) => q.id))
  const unknown = pairs.find((pair) => !known.has(pair.questionId))
  if (unknown) return refuse('unknown_question', 'This question is not offered', { field: unknown.field })
  if (new Set(pairs.map((pair) => pair.questionId)).size !== pairs.length)
    return refuse('duplicate_question', 'Choose two different questions', { field: pairs.at(-1)?.field })
  store.state.securityAnswers.set(
    member.account.toLowerCase(),
    pairs.map((pair) => ({ questionId: pair.questionId, answer: answerKey(pair.answer) })),
  )
  return null
}
