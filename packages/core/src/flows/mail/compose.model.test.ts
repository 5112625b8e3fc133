import { describe, expect, test } from 'vitest'
import { type AnyEventObject, type AnyMachineSnapshot, createActor, fromPromise } from 'xstate'
import { ApiError } from '../../api/errors'
import type { MailRecipient, OutboxMail } from '../../api/schemas/mail'
import { networkDown } from '../../testing/fixtures'
import { type RuleStep, testModel, testTransitionCoverage } from '../../testing/model'
import type { FeedbackImage } from '../feedback/feedback.types'
import { connectCompose } from './compose.connect'
import { composeMachine } from './compose.machine'
import type { ComposeContext, ComposeEvent, ComposeInput, MailRequest } from './compose.types'

const image = (name: string, type = 'image/png'): FeedbackImage => ({
  name,
  type,
  size: 1000,
  dataUrl: `data:${type};base64,AAAA`,
})

const sentMail: OutboxMail = {
  id: 'm1',
  recipientType: 'customerService',
  title: 'Deposit',
  content: 'Where is it?',
  imageCount: 0,
  sentAt: '2026-12-07T06:00:00.000Z',
  replyTo: null,
  answered: false,
}

const fixedRandom = () => 0.5
const newMail: ComposeInput = { replyTo: null, random: fixedRandom }
const replyInput: ComposeInput = { replyTo: { id: '7', title: 'Welcome' }, random: fixedRandom }

function userEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { fields, images } = snapshot.context as ComposeContext
  const events: AnyEventObject[] = [
    { type: 'compose.submit' },
    { type: 'compose.retry' },
    { type: 'compose.reset' },
    { type: 'compose.removeImage', index: 0 },
  ]
  if (fields.content === '')
    events.push(
      { type: 'compose.change', field: 'content', value: 'My deposit is late.' },
      { type: 'compose.change', field: 'content', value: 'x'.repeat(141) },
    )
  if (fields.title === '') events.push({ type: 'compose.change', field: 'title', value: 'Deposit' })
  if (images.length === 0)
    events.push(
      { type: 'compose.addImages', images: [image('shot.png')] },
      { type: 'compose.addImages', images: [image('anim.gif', 'image/gif')] },
    )
  return events
}

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ComposeContext
const formOf = (snapshot: AnyMachineSnapshot) => ({
  fields: contextOf(snapshot).fields,
  images: contextOf(snapshot).images,
})

/** A send carries the form as typed (trimmed) with a key, and starts with no failure showing. */
function sends({ before, after, emitted }: RuleStep) {
  expect(after.matches('sending')).toBe(true)
  expect(formOf(after)).toEqual(formOf(before))
  const request = contextOf(after).request as MailRequest
  expect(request.content).toBe(contextOf(before).fields.content.trim())
  expect(request.key).toMatch(/^[a-z0-9]{24}$/)
  expect(contextOf(after).failure).toBeNull()
  expect(emitted).toEqual([])
}

const rules: Record<string, (step: RuleStep) => void> = {
  'compose.change': ({ event, before, after }) => {
    const { field, value } = event as AnyEventObject & { field: 'content'; value: string }
    expect(contextOf(after).fields).toEqual({ ...contextOf(before).fields, [field]: value })
    expect(contextOf(after).fieldErrors[field]).toBeUndefined()
    // A changed mail is another mail: the next send gets a new key.
    expect(contextOf(after).request).toBeNull()
  },
  'compose.addImages': ({ event, before, after }) => {
    const [added] = (event as AnyEventObject & { images: FeedbackImage[] }).images
    if (added?.type === 'image/gif') {
      expect(contextOf(after).images).toEqual(contextOf(before).images)
      expect(contextOf(after).refused).toEqual([{ name: 'anim.gif', issue: { code: 'upload.type' } }])
    } else expect(contextOf(after).images).toEqual([...contextOf(before).images, added])
  },
  'compose.removeImage': ({ before, after }) => {
    expect(contextOf(after).images).toEqual(contextOf(before).images.slice(1))
  },
  'compose.submit': (step) => {
    if (step.after.matches('sending')) return sends(step)
    expect(step.after.matches('editing')).toBe(true)
    expect(formOf(step.after)).toEqual(formOf(step.before))
    expect(Object.keys(contextOf(step.after).fieldErrors).length).toBeGreaterThan(0)
  },
  'compose.retry': (step) => {
    if (step.after.matches('loadingRecipients')) return
    sends(step)
    // Retry sends the very request that failed: same key, so the platform never keeps it twice.
    expect(contextOf(step.after).request).toEqual(contextOf(step.before).request)
  },
  'compose.reset': ({ after }) => {
    expect(after.matches('editing')).toBe(true)
    expect(contextOf(after)).toMatchObject({ images: [], fieldErrors: {}, failure: null, sent: null })
    expect(contextOf(after).fields.content).toBe('')
  },
  'xstate.done.actor.loadRecipients': ({ after }) => {
    expect(after.matches('editing')).toBe(true)
    expect(contextOf(after).fields.recipientType).toBe(contextOf(after).recipients[0])
  },
  'xstate.error.actor.loadRecipients': ({ after }) => {
    expect(after.matches('recipientsFailed')).toBe(true)
    expect(contextOf(after).failure).not.toBeNull()
  },
  'xstate.done.actor.sendMail': ({ after }) => {
    expect(after.matches('sent')).toBe(true)
    expect(contextOf(after).sent).toEqual(sentMail)
  },
  // Everything typed stays, and the request with its key, for a retry.
  'xstate.error.actor.sendMail': ({ event, before, after }) => {
    const error = (event as AnyEventObject & { error: ApiError }).error
    expect(after.matches('editing')).toBe(true)
    expect(formOf(after)).toEqual(formOf(before))
    expect(contextOf(after).request).toEqual(contextOf(before).request)
    expect(contextOf(after).failure).toMatchObject({ code: error.code ?? 'network' })
  },
}

const options = {
  events: userEvents,
  rules,
  outputs: {
    loadRecipients: [['customerService', 'upline'] satisfies MailRecipient[]],
    sendMail: [sentMail],
  },
  errors: {
    loadRecipients: [networkDown],
    sendMail: [
      new ApiError({ kind: 'business', endpoint: 'sendMail', code: 'content_too_long' }),
      networkDown,
    ],
  },
}

describe('compose model: a new mail', () => testModel(composeMachine, { ...options, input: newMail }))

describe('compose flow', () => {
  function run(input: ComposeInput, answers: ('ok' | Error)[]) {
    const sent: MailRequest[] = []
    const actor = createActor(
      composeMachine.provide({
        actors: {
          loadRecipients: fromPromise(async () => ['customerService'] as readonly MailRecipient[]),
          sendMail: fromPromise<OutboxMail, MailRequest>(async ({ input: request }) => {
            sent.push(request)
            const answer = answers[sent.length - 1] ?? 'ok'
            if (answer instanceof Error) throw answer
            return sentMail
          }),
        },
      }),
      { input },
    ).start()
    const send = async (...events: ComposeEvent[]) => {
      for (const event of events) actor.send(event)
      await new Promise((resolve) => setTimeout(resolve, 0))
      return connectCompose(actor.getSnapshot())
    }
    return { send, sent }
  }

  test('a new mail needs a title and at most 140 characters; nothing is sent until it has them', async () => {
    const { send, sent } = run(newMail, [])
    expect((await send()).recipients).toEqual(['customerService'])
    let view = await send(
      { type: 'compose.change', field: 'content', value: 'x'.repeat(141) },
      { type: 'compose.submit' },
    )
    expect(view.fieldErrors).toEqual({ title: { code: 'required' }, content: { code: 'tooLong', max: 140 } })
    expect(view.fields.recipientType).toBe('customerService')
    expect(sent).toEqual([])
    view = await send(
      { type: 'compose.change', field: 'title', value: ' Deposit ' },
      { type: 'compose.change', field: 'content', value: ' Late. ' },
      { type: 'compose.submit' },
    )
    expect(view.status).toBe('sent')
    expect(sent).toEqual([
      {
        kind: 'new',
        recipientType: 'customerService',
        title: 'Deposit',
        content: 'Late.',
        images: [],
        key: expect.stringMatching(/^[a-z0-9]{24}$/),
      },
    ])
  })

  test('a reply goes to the mail answered; Send again after a lost answer reuses the key', async () => {
    const { send, sent } = run(replyInput, [networkDown, 'ok'])
    let view = await send(
      { type: 'compose.change', field: 'content', value: 'Thanks' },
      { type: 'compose.addImages', images: [image('a.png')] },
      { type: 'compose.submit' },
    )
    expect(view).toMatchObject({
      status: 'editing',
      failure: { code: 'network' },
      fields: { content: 'Thanks' },
    })
    view = await send({ type: 'compose.submit' })
    expect(view.status).toBe('sent')
    expect(sent[0]).toMatchObject({
      kind: 'reply',
      mailId: '7',
      content: 'Thanks',
      images: ['data:image/png;base64,AAAA'],
    })
    expect(sent[1]).toEqual(sent[0])
  })
})

// The graph starts from one input; a reply's start is replayed by 'a reply goes to the mail answered' above.
testTransitionCoverage(composeMachine, {
  'compose.starting always#0 → compose.editing': 'a reply: the compose flow test above',
})
