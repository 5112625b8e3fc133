import { describe, expect, test } from 'vitest'
import { type AnyEventObject, type AnyMachineSnapshot, createActor, fromPromise } from 'xstate'
import { ApiError } from '../../api/errors'
import { networkDown } from '../../testing/fixtures'
import { type RuleStep, testModel, testTransitionCoverage } from '../../testing/model'
import { connectFeedback } from './feedback.connect'
import { feedbackMachine } from './feedback.machine'
import type { FeedbackContext, FeedbackEvent, FeedbackImage, FeedbackRequestInput } from './feedback.types'

const image = (name: string, type = 'image/png', size = 1000): FeedbackImage => ({
  name,
  type,
  size,
  dataUrl: `data:${type};base64,AAAA`,
})

/** Text: one valid sample and one too long; images: one valid and one gif; plus the flow's own controls. */
function userEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { fields, images } = snapshot.context as FeedbackContext
  const events: AnyEventObject[] = [
    { type: 'feedback.submit' },
    { type: 'feedback.retry' },
    { type: 'feedback.reset' },
    { type: 'feedback.removeImage', index: 0 },
  ]
  if (fields.content === '')
    events.push(
      { type: 'feedback.change', field: 'content', value: 'The deposit page is slow.' },
      { type: 'feedback.change', field: 'content', value: 'x'.repeat(141) },
    )
  // Editing after a failed send goes back to the form, keeping the failure's text until the next send.
  if (snapshot.matches('failed'))
    events.push({ type: 'feedback.change', field: 'content', value: 'Edited after the failure.' })
  if (images.length === 0)
    events.push(
      { type: 'feedback.addImages', images: [image('shot.png')] },
      { type: 'feedback.addImages', images: [image('anim.gif', 'image/gif')] },
    )
  return events
}

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as FeedbackContext
/** The form as typed: text and pictures. */
const formOf = (snapshot: AnyMachineSnapshot) => ({
  fields: contextOf(snapshot).fields,
  images: contextOf(snapshot).images,
})

/** A send starts with a clean slate of messages and the form as it is. */
function sends({ before, after, emitted }: RuleStep) {
  expect(after.matches('submitting')).toBe(true)
  expect(formOf(after)).toEqual(formOf(before))
  expect(contextOf(after)).toMatchObject({ fieldErrors: {}, refused: [], failure: null })
  expect(emitted).toEqual([])
}

/** What each transition must do (spec §5 "Feedback"), checked on the last step of every path. */
const rules: Record<string, (step: RuleStep) => void> = {
  'feedback.change': ({ event, before, after }) => {
    const { field, value } = event as AnyEventObject & { field: 'content'; value: string }
    expect(after.matches('editing')).toBe(true)
    expect(contextOf(after).fields).toEqual({ ...contextOf(before).fields, [field]: value })
    // Editing a field clears its own error.
    expect(contextOf(after).fieldErrors[field]).toBeUndefined()
  },
  'feedback.addImages': ({ event, before, after }) => {
    const [added] = (event as AnyEventObject & { images: FeedbackImage[] }).images
    expect(after.matches('editing')).toBe(true)
    // png or jpg is kept; anything else is refused by name with its code, and nothing is kept of it.
    if (added?.type === 'image/gif') {
      expect(contextOf(after).images).toEqual(contextOf(before).images)
      expect(contextOf(after).refused).toEqual([{ name: 'anim.gif', issue: { code: 'upload.type' } }])
    } else expect(contextOf(after).images).toEqual([...contextOf(before).images, added])
  },
  'feedback.removeImage': ({ before, after }) => {
    expect(after.matches('editing')).toBe(true)
    expect(contextOf(after).images).toEqual(contextOf(before).images.slice(1))
    expect(contextOf(after).refused).toEqual([])
  },
  'feedback.submit': (step) => {
    if (step.after.matches('submitting')) return sends(step)
    // Refused beside the field: nothing sent, the text stays.
    expect(step.after.matches('editing')).toBe(true)
    expect(formOf(step.after)).toEqual(formOf(step.before))
    expect(Object.keys(contextOf(step.after).fieldErrors).length).toBeGreaterThan(0)
    expect(step.emitted).toEqual([])
  },
  'feedback.retry': sends,
  'xstate.done.actor.sendFeedback': ({ before, after, emitted }) => {
    expect(after.matches('sent')).toBe(true)
    expect(contextOf(after)).toEqual(contextOf(before))
    expect(emitted).toEqual([])
  },
  // The form and the failure stay for a retry.
  'xstate.error.actor.sendFeedback': ({ event, before, after, emitted }) => {
    const error = (event as AnyEventObject & { error: ApiError }).error
    expect(after.matches('failed')).toBe(true)
    expect(formOf(after)).toEqual(formOf(before))
    expect(contextOf(after).failure).toMatchObject({ code: error.code ?? 'network' })
    expect(emitted).toEqual([])
  },
  'feedback.reset': ({ after, emitted }) => {
    expect(after.matches('editing')).toBe(true)
    expect(contextOf(after)).toMatchObject({ images: [], fieldErrors: {}, refused: [], failure: null })
    expect(contextOf(after).fields.content).toBe('')
    expect(emitted).toEqual([])
  },
}

describe('feedback model', () => {
  testModel(feedbackMachine, {
    events: userEvents,
    rules,
    outputs: { sendFeedback: [null] },
    errors: {
      sendFeedback: [
        new ApiError({ kind: 'business', endpoint: 'feedback', code: 'field_required' }),
        networkDown,
      ],
    },
  })
})

describe('feedback flow', () => {
  function run(answers: ('ok' | Error)[]) {
    const sent: FeedbackRequestInput[] = []
    const actor = createActor(
      feedbackMachine.provide({
        actors: {
          sendFeedback: fromPromise<unknown, FeedbackRequestInput>(async ({ input }) => {
            sent.push(input)
            const answer = answers[sent.length - 1] ?? 'ok'
            if (answer instanceof Error) throw answer
            return null
          }),
        },
      }),
    ).start()
    const send = async (...events: FeedbackEvent[]) => {
      for (const event of events) actor.send(event)
      await new Promise((resolve) => setTimeout(resolve, 0))
      return connectFeedback(actor.getSnapshot())
    }
    return { send, sent }
  }

  test('a 141-character text is refused and nothing is sent; the text stays', async () => {
    const { send, sent } = run([])
    const view = await send(
      { type: 'feedback.change', field: 'content', value: 'x'.repeat(141) },
      { type: 'feedback.submit' },
    )
    expect(view).toMatchObject({ status: 'editing', fieldErrors: { content: { code: 'tooLong', max: 140 } } })
    expect(view.fields.content).toHaveLength(141)
    expect(sent).toEqual([])
    // Editing the field clears its error.
    expect((await send({ type: 'feedback.change', field: 'content', value: 'ok' })).fieldErrors).toEqual({})
  })

  test('a fourth image is refused with upload.count; the picker closes at three', async () => {
    const { send } = run([])
    let view = await send({
      type: 'feedback.addImages',
      images: [image('a.png'), image('b.jpg', 'image/jpeg'), image('c.png')],
    })
    expect(view.canAddImages).toBe(false)
    view = await send({ type: 'feedback.addImages', images: [image('d.png')] })
    expect(view.images.map((i) => i.name)).toEqual(['a.png', 'b.jpg', 'c.png'])
    expect(view.refused).toEqual([{ name: 'd.png', issue: { code: 'upload.count', max: 3 } }])
    view = await send({ type: 'feedback.removeImage', index: 1 })
    expect(view).toMatchObject({ canAddImages: true, refused: [] })
    expect(view.images.map((i) => i.name)).toEqual(['a.png', 'c.png'])
  })

  test('a valid feedback is sent trimmed with its images; a failure keeps it for a retry', async () => {
    const { send, sent } = run([networkDown, 'ok'])
    let view = await send(
      { type: 'feedback.change', field: 'questionType', value: 'deposit' },
      { type: 'feedback.change', field: 'content', value: '  Deposit took an hour.  ' },
      { type: 'feedback.addImages', images: [image('proof.png')] },
      { type: 'feedback.submit' },
    )
    expect(view).toMatchObject({ status: 'failed', failure: { code: 'network' }, canSubmit: true })
    view = await send({ type: 'feedback.retry' })
    expect(view.status).toBe('sent')
    expect(sent).toEqual([
      { questionType: 'deposit', content: 'Deposit took an hour.', images: ['data:image/png;base64,AAAA'] },
      { questionType: 'deposit', content: 'Deposit took an hour.', images: ['data:image/png;base64,AAAA'] },
    ])
    view = await send({ type: 'feedback.reset' })
    expect(view).toMatchObject({
      status: 'editing',
      fields: { questionType: 'suggestion', content: '' },
      images: [],
    })
  })
})

testTransitionCoverage(feedbackMachine)
