import { endpoints } from '@portal/core'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import {
  closeAll,
  createFaultyBackend,
  englishCells,
  expectKeptAndUnsent,
  renderSignedIn,
  sharedRender,
  silentFaults,
  typed,
  typeInto,
} from '../../testing/faultyBackend'
import { savedFaultTests } from '../../testing/retriedFaults'
import FeedbackModal from './FeedbackModal'

/*
 * Bad input × call faults for the feedback form (issue 13 "Bad input", issue 12 "Faults without loss"), in its
 * modal over the real flow and HTTP transport.
 */

englishCells()

const path = endpoints.feedback.path

async function openFeedback() {
  const backend = createFaultyBackend()
  await renderSignedIn(backend, 'member01', <FeedbackModal onClose={() => undefined} />)
  const dialog = within(await screen.findByRole('dialog', { name: 'Feedback' }))
  // The flow starts with the modal's first render; until then the button waits, disabled.
  await waitFor(() => {
    if ((dialog.getByRole('button', { name: 'Send feedback' }) as HTMLButtonElement).disabled)
      throw new Error('The feedback flow has not started')
  })
  return {
    backend,
    dialog,
    type: dialog.getByLabelText('Question type'),
    content: dialog.getByLabelText(/Your feedback/),
    send: dialog.getByRole('button', { name: 'Send feedback' }),
    received: () => backend.simulator.store.state.feedback.length,
  }
}

describe('feedback', () => {
  describe('bad input', () => {
    const form = sharedRender(openFeedback)
    test.each([
      ['empty', '', 'Please fill in this field.'],
      ['blank', '   ', 'Please fill in this field.'],
      ['too long', 'x'.repeat(141), 'At most 140 characters.'],
    ])('%s: the reason beside the field, nothing sent', async (_, value, reason) => {
      const { backend, content, send } = form()
      await expectKeptAndUnsent({ backend, field: content, submit: send, path }, value, reason)
    })
  })

  describe('call faults', () => {
    afterEach(closeAll)

    savedFaultTests(
      path,
      async () => {
        const { backend, dialog, type, content, send, received } = await openFeedback()
        return {
          backend,
          within: dialog,
          fill: () => {
            typeInto(type, 'game')
            typeInto(content, 'The roulette table froze after a win.')
          },
          typed: () => [typed(type), typed(content)],
          submit: () => send,
          succeeded: async () => {
            expect((await dialog.findByRole('status')).textContent).toContain(
              'Thank you! Your feedback has been sent.',
            )
            expect(received()).toBe(1)
          },
        }
      },
      {
        retried: 'sends it',
        request: 'request',
        faults: [...silentFaults(), ['refused', 'Too many requests, please try again later']],
        refusal: { code: 'too_many_requests' },
      },
    )
  })
})
