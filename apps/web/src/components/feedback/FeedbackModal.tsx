import { Trans } from '@lingui/react/macro'
import { connectFeedback, createFeedback } from '@portal/core'
import { useFlow } from '@portal/react'
import { submitted } from '../form/submitted'
import { readImages } from '../ImagePicker/readImages'
import { Modal } from '../Modal/Modal'
import { FeedbackForm } from './FeedbackForm'

/** The footer's feedback form in its modal; a fresh flow each time it opens. */
export default function FeedbackModal({ onClose }: { onClose(): void }) {
  const [view] = useFlow(createFeedback, connectFeedback)
  return (
    <Modal
      open
      size="form"
      title={<Trans>Feedback</Trans>}
      onClose={onClose}
      closeOnCover={false}
      onSubmit={submitted(() => view.submit())}
      busy={view.status === 'submitting'}
    >
      <FeedbackForm view={view} readImages={readImages} onClose={onClose} />
    </Modal>
  )
}
