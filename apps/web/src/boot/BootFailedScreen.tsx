import { Trans } from '@lingui/react/macro'
import { BootScreen } from '../components/BootScreen/BootScreen'
import { Button } from '../components/Button/Button'
import { ShellIcon } from '../components/Icon/ShellIcon'

/** The system-status call failed, so the portal cannot know whether it may run (spec §8 "Network failure"). */
export function BootFailedScreen({ onRetry }: { onRetry(): void }) {
  return (
    <BootScreen icon="wifiOff" title={<Trans>Network link is abnormal, please try again</Trans>}>
      <Button size="large" onClick={onRetry}>
        <ShellIcon name="refresh" size={18} />
        <Trans>Try again</Trans>
      </Button>
    </BootScreen>
  )
}
