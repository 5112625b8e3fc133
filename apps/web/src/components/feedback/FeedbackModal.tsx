import { Trans } from '@lingui/react/macro'
import { connectFeedback, createFeedback, type FeedbackSnapshot } from '@portal/core'
import { usePortal, useView } from '@portal/react'
import { useStartedActor } from '../../pages/login/useStartedActor'
import { Modal } from '../Modal/Modal'
import { Spinner } from '../Spinner/Spinner'
import { FeedbackForm } from './FeedbackForm'
import { readImages } from './readImages'

/** The footer's feedback form in its modal; a fresh flow each time it opens. */
export default function FeedbackModal({ onClose }: { onClose(): void }) {
  const portal = usePortal()
  const actor = useStartedActor(() => createFeedback(portal))
  const view = useView(actor, (snapshot: FeedbackSnapshot | undefined) =>
    snapshot ? connectFeedback(snapshot) : null,
  )
  return (
    <Modal
      open
      size="form"
      title={<Trans>Feedback</Trans>}
      onClose={onClose}
      closeOnCover={false}
      onSubmit={(event) => {
        event.preventDefault()
        actor?.send({ type: 'feedback.submit' })
      }}
      busy={view?.status === 'submitting'}
    >
      {actor && view ? (
        <FeedbackForm view={view} send={actor.send} readImages={readImages} onClose={onClose} />
      ) : (
        <Spinner size={32} />
      )}
    </Modal>
  )
}
