import { expect, test } from 'vitest'
import { createActor } from 'xstate'
import { connectChangePassword } from '../change-password/change-password.connect'
import { changePasswordMachine } from '../change-password/change-password.machine'
import { defineConnect, defineIntents } from './intents'

type Event = { type: 'counter.add'; by: number } | { type: 'counter.reset' }

const counterIntents = defineIntents((send: (event: Event) => void) => ({
  add: (by: number) => send({ type: 'counter.add', by }),
  reset: () => send({ type: 'counter.reset' }),
}))

test('intents turn calls into the flow’s events, so a view never builds one', () => {
  const sent: Event[] = []
  const intents = counterIntents((event) => sent.push(event))
  intents.add(2)
  intents.reset()
  expect(sent).toEqual([{ type: 'counter.add', by: 2 }, { type: 'counter.reset' }])
})

test('intents are built once per send: the same functions for every snapshot, new ones for another actor', () => {
  const send = () => undefined
  expect(counterIntents(send)).toBe(counterIntents(send))
  expect(counterIntents(send).add).toBe(counterIntents(send).add)
  expect(counterIntents(() => undefined)).not.toBe(counterIntents(send))
})

test('a connect called without send has intents that refuse to be used', () => {
  expect(() => counterIntents().reset()).toThrow(
    '"counter.reset" was asked of a view-model connected without',
  )
})

test("a connect's intents keep their identity while its data changes", () => {
  const actor = createActor(changePasswordMachine, { input: { knownOldPassword: null } }).start()
  const before = connectChangePassword(actor.getSnapshot(), actor.send)
  before.change('newPassword', 'Abcd1234')
  const after = connectChangePassword(actor.getSnapshot(), actor.send)
  expect(after.fields.newPassword).toBe('Abcd1234')
  expect(before.fields.newPassword).toBe('')
  expect(after.submit).toBe(before.submit)
  expect(after.change).toBe(before.change)
  actor.stop()
})

test('defineConnect merges the view-model of the snapshot with the intents bound to send', () => {
  const connectCounter = defineConnect((count: number) => ({ count, even: count % 2 === 0 }), counterIntents)
  const sent: Event[] = []
  const send = (event: Event) => sent.push(event)
  const view = connectCounter(4, send)
  expect(view).toMatchObject({ count: 4, even: true })
  view.add(1)
  expect(sent).toEqual([{ type: 'counter.add', by: 1 }])
  expect(connectCounter(5, send).add).toBe(view.add)
  expect(() => connectCounter(5).reset()).toThrow('without the actor')
})
