import { type FeedbackEvent, type FeedbackIntents, type FeedbackView, feedbackIntents } from '@portal/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Modal } from '../Modal/Modal'
import { FeedbackForm } from './FeedbackForm'

// A 1×1 png, as a picked screenshot's data URL.
const pixel =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

/** What the form asks of the flow, recorded: the view-model's intents send here. */
const send = fn<(event: FeedbackEvent) => void>()

function view(overrides: Partial<FeedbackView> = {}): FeedbackView & FeedbackIntents {
  return {
    ...feedbackIntents(send),
    status: 'editing',
    fields: { questionType: 'suggestion', content: '' },
    fieldErrors: {},
    questionTypes: ['suggestion', 'deposit', 'withdrawal', 'game', 'account', 'other'],
    contentLength: 0,
    contentMax: 140,
    images: [],
    canAddImages: true,
    refused: [],
    failure: null,
    canSubmit: true,
    ...overrides,
  }
}

const image = (name: string) => ({ name, type: 'image/png', size: 68, dataUrl: pixel })

function InModal({ children }: { children: ReactNode }) {
  return (
    <Modal open size="form" title="Feedback" onClose={() => {}}>
      {children}
    </Modal>
  )
}

const meta = {
  title: 'Content/FeedbackForm',
  component: FeedbackForm,
  decorators: [(Story) => <InModal>{Story()}</InModal>],
  args: { view: view(), readImages: fn(async () => [image('shot.png')]), onClose: fn() },
} satisfies Meta<typeof FeedbackForm>

export default meta
type Story = StoryObj<typeof meta>

/** Typing and choosing send their events; the counter shows the limit. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Feedback' })
    await userEvent.type(within(dialog).getByLabelText(/Your feedback/), 'A')
    await expect(send).toHaveBeenCalledWith({ type: 'feedback.change', field: 'content', value: 'A' })
    await userEvent.selectOptions(within(dialog).getByLabelText('Question type'), 'game')
    await expect(send).toHaveBeenCalledWith({
      type: 'feedback.change',
      field: 'questionType',
      value: 'game',
    })
    await expect(within(dialog).getByText('0/140')).toBeVisible()
  },
}

/** 141 characters: the counter turns red and the field says why after a send. */
export const TooLong: Story = {
  args: {
    view: view({
      fields: { questionType: 'suggestion', content: 'x'.repeat(141) },
      contentLength: 141,
      fieldErrors: { content: { code: 'tooLong', max: 140 } },
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Feedback' })
    await expect(within(dialog).getByLabelText(/Your feedback/)).toHaveAccessibleDescription(
      /At most 140 characters/,
    )
  },
}

/** Three images with previews, the picker gone, and why a fourth was refused. */
export const ImagesFull: Story = {
  args: {
    view: view({
      fields: { questionType: 'deposit', content: 'My deposit is late' },
      contentLength: 18,
      images: [image('one.png'), image('two.png'), image('three.png')],
      canAddImages: false,
      refused: [
        { name: 'four.png', issue: { code: 'upload.count', max: 3 } },
        { name: 'big.jpg', issue: { code: 'upload.size', max: 5 } },
        { name: 'clip.gif', issue: { code: 'upload.type' } },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Feedback' })
    await expect(within(dialog).getAllByRole('img')).toHaveLength(3)
    await expect(within(dialog).queryByRole('button', { name: 'Add image' })).toBeNull()
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'four.png: at most 3 images can be uploaded.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove two.png' }))
    await expect(send).toHaveBeenCalledWith({ type: 'feedback.removeImage', index: 1 })
  },
}

export const Submitting: Story = {
  args: {
    view: view({ status: 'submitting', fields: { questionType: 'game', content: 'Slow' }, contentLength: 4 }),
  },
}

export const Failed: Story = {
  args: {
    view: view({
      status: 'failed',
      fields: { questionType: 'game', content: 'Slow' },
      contentLength: 4,
      failure: { code: 'network', kind: 'network' },
    }),
  },
}

export const Sent: Story = {
  args: { view: view({ status: 'sent' }) },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Feedback' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send another' }))
    await expect(send).toHaveBeenCalledWith({ type: 'feedback.reset' })
  },
}
