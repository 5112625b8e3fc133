import { describe, expect, test } from 'vitest'
import { createMemberEvents, type MemberEvent, type MemberSource } from './member-events'

/** A registry stand-in: who is signed in, and a way to say they changed. */
function members(initial: string | null) {
  let member = initial
  const listeners = new Set<() => void>()
  const source: MemberSource = {
    member: () => member,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const become = (next: string | null) => {
    member = next
    for (const listener of listeners) listener()
  }
  return { source, become, watchers: () => listeners.size }
}

const moved: MemberEvent = { type: 'money.moved', cause: 'deposit' }

describe('the member-events port', () => {
  test('a listener hears the types it asked for, once each, in the order announced', () => {
    const { source } = members('member01')
    const events = createMemberEvents(source)
    const heard: string[] = []
    events.listen(['money.moved', 'member.resync'], (event) => heard.push(event.type))
    events.announce(moved)
    events.announce({ type: 'messages.changed', cause: 'arrived' })
    events.announce({ type: 'member.resync' })
    expect(heard).toEqual(['money.moved', 'member.resync'])
  })

  test('a listener that stopped hears nothing more', () => {
    const events = createMemberEvents(members('member01').source)
    const heard: MemberEvent[] = []
    const stop = events.listen(['money.moved'], (event) => heard.push(event))
    stop()
    events.announce(moved)
    expect(heard).toEqual([])
  })

  test.each([
    ['signs out', null],
    ['changes', 'agent01'],
  ])('a listener is dropped when the member %s', (_, next) => {
    const { source, become } = members('member01')
    const events = createMemberEvents(source)
    const heard: string[] = []
    events.listen(['money.moved'], () => heard.push('old'))
    become(next)
    events.listen(['money.moved'], () => heard.push('new'))
    events.announce(moved)
    expect(heard).toEqual(next === null ? [] : ['new'])
  })

  test('nobody signed in: nothing is heard until a member signs in, then that member is heard', () => {
    const { source, become } = members(null)
    const events = createMemberEvents(source)
    const heard: string[] = []
    events.listen(['money.moved'], () => heard.push(String(source.member())))
    events.announce(moved)
    become('member01')
    events.announce(moved)
    become('agent01')
    events.announce(moved)
    expect(heard).toEqual(['member01'])
  })

  test('a listener begun before the sign-in goes with the member it waited for', () => {
    const { source, become } = members(null)
    const events = createMemberEvents(source)
    const heard: string[] = []
    events.listen(['deposits.changed'], (event) => heard.push(event.type))
    become('member01')
    events.announce({ type: 'deposits.changed' })
    become(null)
    become('member01')
    events.announce({ type: 'deposits.changed' })
    expect(heard).toEqual(['deposits.changed'])
  })

  test('a listener that stops another during an announcement: the stopped one is not called', () => {
    const events = createMemberEvents(members('member01').source)
    const heard: string[] = []
    let stopSecond = () => {}
    events.listen(['money.moved'], () => {
      heard.push('first')
      stopSecond()
    })
    stopSecond = events.listen(['money.moved'], () => heard.push('second'))
    events.announce(moved)
    expect(heard).toEqual(['first'])
  })

  test('stop leaves the registry and every listener', () => {
    const { source, watchers } = members('member01')
    const events = createMemberEvents(source)
    const heard: MemberEvent[] = []
    events.listen(['money.moved'], (event) => heard.push(event))
    events.stop()
    events.announce(moved)
    expect([heard, watchers()]).toEqual([[], 0])
  })
})
