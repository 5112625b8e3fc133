import { Trans, useLingui } from '@lingui/react/macro'
import { connectDevices, createDevices, type DeviceRow } from '@portal/core'
import { useFlow } from '@portal/react'
import { Button } from '../../../components/Button/Button'
import { Icon } from '../../../components/Icon/Icon'
import { PageState } from '../../../components/PageState/PageState'
import { useFormatters } from '../../../i18n/useFormatters'
import { useMemberFailure } from '../../../i18n/useMemberFailure'
import styles from '../MemberCentre.module.css'
import devices from './Devices.module.css'
import { deviceName } from './deviceName'

/**
 * Devices and sessions: where the account is signed in, this device first and marked. Any other session can be
 * signed out, or all of them at once; its token is refused from then on. This device signs out from the header.
 */
export default function DevicesPage() {
  const { t } = useLingui()
  const [view] = useFlow(createDevices, connectDevices)
  const failureMessage = useMemberFailure()

  return (
    <div className={styles.panel}>
      <div className={devices.head}>
        <h1 className={styles.title}>
          <Trans>Devices and sessions</Trans>
        </h1>
        {view.status === 'ready' && view.others > 0 && (
          <Button size="small" variant="secondary" onClick={view.revokeOthers} disabled={!view.canRevoke}>
            <Trans>Sign out all other sessions</Trans>
          </Button>
        )}
      </div>
      <p className={styles.muted}>
        <Trans>If you do not recognise a session, sign it out and change your password.</Trans>
      </p>
      {view.revokeFailure && (
        <p className={styles.failure} role="alert">
          {failureMessage(view.revokeFailure)}
        </p>
      )}
      <PageState
        loading={view.status === 'loading' && view.sessions.length === 0}
        failed={view.status === 'failed'}
        onRetry={view.retry}
        reason={<Trans>Your sessions could not be loaded.</Trans>}
      />
      {view.status === 'ready' && view.sessions.length === 0 && (
        <p className={styles.muted}>
          <Trans>No sessions.</Trans>
        </p>
      )}
      {view.sessions.length > 0 && (
        <ul className={devices.list} aria-label={t`Sessions`} aria-busy={view.status === 'loading'}>
          {view.sessions.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              canRevoke={view.canRevoke}
              onRevoke={() => view.revoke(session.id)}
            />
          ))}
        </ul>
      )}
    </div>
  )
}

function SessionItem({
  session,
  canRevoke,
  onRevoke,
}: {
  session: DeviceRow
  canRevoke: boolean
  onRevoke: () => void
}) {
  const { t } = useLingui()
  const { dateTime } = useFormatters()
  const { browser, system, phone } = deviceName(session.device)
  const name =
    browser && system
      ? `${browser} · ${system}`
      : (browser ?? system ?? (session.device || t`Unknown device`))
  return (
    <li className={devices.item} data-current={session.current} data-testid="session">
      <span className={devices.icon} aria-hidden="true">
        <Icon name={phone ? 'smartphone' : 'globe'} size={18} />
      </span>
      <div className={devices.text}>
        <span className={devices.name}>
          <bdi title={session.device}>{name}</bdi>
          {session.current && (
            <span className={devices.badge}>
              <Trans>This device</Trans>
            </span>
          )}
        </span>
        <dl className={devices.meta}>
          <div>
            <dt>
              <Trans>IP</Trans>
            </dt>
            <dd dir="ltr">{session.ip}</dd>
          </div>
          <div>
            <dt>
              <Trans>Signed in</Trans>
            </dt>
            <dd>{dateTime(session.signedInAt)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Last active</Trans>
            </dt>
            <dd>{dateTime(session.lastActiveAt)}</dd>
          </div>
        </dl>
      </div>
      {!session.current && (
        <Button
          className={devices.action}
          size="small"
          variant="secondary"
          onClick={onRevoke}
          disabled={!canRevoke}
          aria-label={t`Sign out ${name}, last active ${dateTime(session.lastActiveAt)}`}
        >
          {session.revoking ? <Trans>Signing out…</Trans> : <Trans>Sign out</Trans>}
        </Button>
      )}
    </li>
  )
}
