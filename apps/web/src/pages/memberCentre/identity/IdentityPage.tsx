import { Trans, useLingui } from '@lingui/react/macro'
import {
  connectIdentity,
  createIdentity,
  type IdentityIntents,
  type IdentitySideView,
  type IdentityView,
} from '@portal/core'
import { useFlow } from '@portal/react'
import type { ReactNode } from 'react'
import { Button } from '../../../components/Button/Button'
import { submitted } from '../../../components/form/submitted'
import { ImagePicker } from '../../../components/ImagePicker/ImagePicker'
import { PanelState } from '../../../components/PageState/PanelState'
import { Spinner } from '../../../components/Spinner/Spinner'
import { useFormatters } from '../../../i18n/useFormatters'
import styles from '../MemberCentre.module.css'
import identity from './Identity.module.css'
import { useIdentityFailure } from './useIdentityFailure'

/**
 * Identity verification (issue 32): where the member's ID stands with the back office, and while one may be
 * sent (nothing sent yet, or the last rejected), the front and back to send, by the rules of every upload.
 */
export default function IdentityPage() {
  const [view] = useFlow(createIdentity, connectIdentity)
  const message = useIdentityFailure()
  // The page's title from the start, as the other centre pages: only what it needs to load waits.
  const title = (
    <h1 className={styles.title}>
      <Trans>Identity verification</Trans>
    </h1>
  )
  if (view.status === 'loading' || view.status === 'failed' || !view.identity)
    return (
      <PanelState
        status={view.status === 'failed' ? 'failed' : 'loading'}
        title={title}
        onRetry={view.reload}
        reason={view.failure && message(view.failure)}
      />
    )
  return (
    <div className={styles.panel} aria-busy={view.busy}>
      {title}
      <IdentityStatus view={view} />
      {view.canUpload && <IdentityForm view={view} />}
    </div>
  )
}

type View = IdentityView & IdentityIntents

function IdentityStatus({ view }: { view: View }) {
  const { dateTime } = useFormatters()
  const current = view.identity
  if (!current) return null
  const since = current.submittedAt ? dateTime(current.submittedAt) : ''
  const reason = current.reason ?? ''
  const words: Record<typeof current.status, ReactNode> = {
    none: <Trans>Not verified. Send pictures of both sides of your ID card or passport.</Trans>,
    pending: <Trans>Under review since {since}. We will show the outcome here.</Trans>,
    approved: <Trans>Verified. Your identity is confirmed.</Trans>,
    rejected: <Trans>Rejected: {reason}. Send new pictures of your ID.</Trans>,
  }
  return (
    <div className={identity.status} data-status={current.status} data-testid="identity-status">
      <p role={view.sent ? 'status' : undefined}>{words[current.status]}</p>
      {current.requiredForWithdrawal && current.status !== 'approved' && (
        <p className={styles.muted}>
          <Trans>Withdrawals are open once your identity is verified.</Trans>
        </p>
      )}
      {current.status === 'pending' && (
        <Button className={identity.again} size="small" variant="secondary" onClick={view.reload}>
          <Trans>Check again</Trans>
        </Button>
      )}
    </div>
  )
}

function IdentityForm({ view }: { view: View }) {
  const { t } = useLingui()
  const message = useIdentityFailure()
  const busy = view.status === 'sending'
  const side = (which: 'front' | 'back', label: ReactNode, missing: string, of: IdentitySideView) => (
    <div data-testid={`identity-${which}`}>
      <ImagePicker
        label={label}
        images={of.images}
        canAdd={of.canAdd}
        refused={of.refused}
        onAdd={(images) => view.pick(which, images)}
        onRemove={() => view.remove(which)}
      />
      {of.missing && (
        <p className={styles.failure} role="alert">
          {missing}
        </p>
      )}
    </div>
  )
  return (
    <form
      className={identity.form}
      aria-label={t`Send your ID`}
      aria-busy={busy || undefined}
      noValidate
      onSubmit={submitted(() => view.submit())}
    >
      <div className={identity.sides}>
        {side(
          'front',
          <Trans>Front of the ID (png or jpg, under 5 MB)</Trans>,
          t`Add a picture of the front`,
          view.front,
        )}
        {side(
          'back',
          <Trans>Back of the ID (png or jpg, under 5 MB)</Trans>,
          t`Add a picture of the back`,
          view.back,
        )}
      </div>
      {view.failure && (
        <p className={styles.failure} role="alert">
          {message(view.failure)}
        </p>
      )}
      <div className={styles.row}>
        <Button type="submit" disabled={busy}>
          {busy ? <Spinner size={16} /> : null}
          <Trans>Send for review</Trans>
        </Button>
      </div>
    </form>
  )
}
