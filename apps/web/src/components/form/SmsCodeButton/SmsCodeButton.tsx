import { Trans } from '@lingui/react/macro'
import type { SmsView } from '@portal/core'
import styles from './SmsCodeButton.module.css'

interface SmsCodeButtonProps {
  /** The SMS flow's view-model (`connectSms`): the button holds no timer of its own. */
  view: SmsView
  onSend(): void
}

/** "Send code", then "Resend in N s" and disabled while the flow counts down. */
export function SmsCodeButton({ view, onSend }: SmsCodeButtonProps) {
  const { secondsLeft } = view
  return (
    <button
      type="button"
      className={styles.button}
      disabled={!view.canSend}
      aria-busy={view.sending || undefined}
      onClick={onSend}
    >
      {view.sending ? (
        <Trans>Sending…</Trans>
      ) : secondsLeft > 0 ? (
        <Trans>Resend in {secondsLeft}s</Trans>
      ) : (
        <Trans>Send code</Trans>
      )}
    </button>
  )
}
