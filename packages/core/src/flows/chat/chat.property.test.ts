import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ApiError } from '../../api/errors'
import { checkMachine, visited } from '../../testing/machine-property'
import { chatMachine } from './chat.machine'
import type { ChatContext } from './chat.types'

const models = [
  { modelId: 'support', title: 'Support' },
  { modelId: 'vip', title: 'VIP' },
]
const urls: Record<string, string> = { support: 'https://chat.test/support', vip: 'https://chat.test/vip' }

const events = fc.oneof(
  fc.constantFrom('support', 'vip').map((modelId) => ({ type: 'chat.launch', modelId })),
  fc.constantFrom({ type: 'chat.retry' }, { type: 'chat.close' }),
)

describe('chat properties over random launches, closes and answers', () => {
  test('spec §2/§7: a page shows only once a launch answered, in the room launched; one launch at a time; closing leaves it', async () => {
    let launched: string | null = null
    const visits = await checkMachine({
      machine: chatMachine,
      events,
      outputs: { loadModels: [models, []], launchChat: [urls.support, urls.vip] },
      errors: {
        loadModels: [new ApiError({ kind: 'network', endpoint: 'chatModels' })],
        launchChat: [new ApiError({ kind: 'business', endpoint: 'launchChat', code: 'closed' })],
      },
      start: () => {
        launched = null
      },
      check: ({ step, after, started, pending, answered }) => {
        const is = after.context as ChatContext
        expect(pending.filter((call) => call.id === 'launchChat').length).toBeLessThanOrEqual(1)
        for (const call of started.filter((c) => c.id === 'launchChat')) {
          expect(step.kind === 'send' && step.event.type === 'chat.launch').toBe(true)
          expect(call.input).toEqual({ modelId: step.kind === 'send' ? step.event.modelId : null })
          launched = (call.input as { modelId: string }).modelId
        }
        // The panel shows a page only when open, for the room that was launched.
        expect(is.url !== null).toBe(after.matches('open'))
        if (after.matches('open')) expect(is.modelId).toBe(launched)
        if (after.matches('ready') || after.matches('failed') || after.matches('loading'))
          expect(is.modelId).toBeNull()
        if (answered?.id === 'launchChat' && !answered.ok) expect(is.failure).not.toBeNull()
        if (answered?.id === 'loadModels' && answered.ok) expect(is.models).toEqual(answered.value)
      },
    })
    expect(visited(visits, 'open')).toBe(true)
  }, 120_000)
})
