import { Trans } from '@lingui/react/macro'
import { BootScreen } from '../components/BootScreen/BootScreen'
import { Spinner } from '../components/Spinner/Spinner'

/** While the system-status call runs, before the portal mounts (spec §4). */
export function LoadingScreen() {
  return (
    <BootScreen>
      <div role="status" aria-busy="true">
        <Spinner size={48} />
        <p className="visually-hidden">
          <Trans>Loading…</Trans>
        </p>
      </div>
    </BootScreen>
  )
}
