import { Trans, useLingui } from '@lingui/react/macro'
import { connectRealityCheck, createRealityCheck } from '@portal/core'
import { useEmitted, useFlow } from '@portal/react'
import { useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import { useFormatters } from '../../i18n/useFormatters'
import { Button } from '../Button/Button'
import { Icon } from '../Icon/Icon'
import { Modal, ModalText } from '../Modal/Modal'
import styles from './RealityCheck.module.css'

/** `1:05:09`: time played. */
export function formatPlayed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000))
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`
}

/** Milliseconds since `since`, re-read every second: the session clock is display only. */
function usePlayedMs(since: string): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return now - Date.parse(since)
}

/**
 * The session clock in the header while a game page is open, and the reality check (issue 13): every interval
 * the member chose, time played and the net win or loss of the session, with continue or stop (home).
 */
export default function RealityCheck() {
  const { t } = useLingui()
  const [since] = useState(() => new Date().toISOString())
  const [view, actor] = useFlow((portal) => createRealityCheck(portal, since), connectRealityCheck)
  const [, navigate] = useLocation()
  useEmitted(actor, 'reality.stopped', () => navigate('/'))
  const played = formatPlayed(usePlayedMs(since))
  const { amount } = useFormatters()
  if (!view.active) return null
  const net = view.net ? amount(view.net) : null
  const minutes = view.intervalMinutes
  // The hint says whether a reminder is on, so a member (and a test) can tell the interval is in force.
  const hint = minutes > 0 ? t`Session time: a reminder every ${minutes} minutes` : t`Session time`
  return (
    <>
      <span className={styles.clock} role="timer" aria-label={t`Session time`} title={hint}>
        <Icon name="clock" size={16} />
        <time>{played}</time>
      </span>
      <Modal
        open={view.reminding}
        icon="clock"
        title={<Trans>Reality check</Trans>}
        onClose={view.continue}
        closeOnCover={false}
        actions={
          <>
            <Button variant="secondary" onClick={view.stop}>
              <Trans>Stop playing</Trans>
            </Button>
            <Button onClick={view.continue}>
              <Trans>Continue</Trans>
            </Button>
          </>
        }
      >
        <ModalText>
          <Trans>You have played for {played} this session.</Trans>
        </ModalText>
        <ModalText>
          {net === null ? (
            <Trans>The net win or loss could not be read; only the time played is shown.</Trans>
          ) : (
            <Trans>Net win or loss this session: {net}</Trans>
          )}
        </ModalText>
      </Modal>
    </>
  )
}
