import { Trans } from '@lingui/react/macro'
import { connectDeposit, createDeposit } from '@portal/core'
import { useFlow } from '@portal/react'
import { PanelState } from '../../../components/PageState/PanelState'
import { DepositForm } from './DepositForm'
import { DepositOrders, PlacedOrder } from './DepositOrders'
import { useDepositText } from './useDepositText'

/**
 * depositv2 (issue 14, docs/flows/deposit.md): choose a channel, type or pick an amount, submit once; the
 * order waits with its reference and timeline, which moves on when the back office settles it (real time).
 */
export default function DepositPage() {
  const [view] = useFlow(createDeposit, connectDeposit)
  const text = useDepositText()

  if (view.status === 'loading' || view.status === 'failed')
    return (
      <PanelState
        status={view.status}
        onRetry={view.retry}
        reason={
          <>
            <Trans>The deposit channels could not be loaded.</Trans>{' '}
            {view.failure ? text.failure(view.failure) : null}
          </>
        }
      />
    )
  return (
    <>
      {view.step === 'placed' && view.placed ? (
        <PlacedOrder view={view} order={view.placed} />
      ) : (
        <DepositForm view={view} />
      )}
      <DepositOrders view={view} />
    </>
  )
}
