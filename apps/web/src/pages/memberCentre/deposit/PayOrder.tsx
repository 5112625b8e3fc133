import { Trans, useLingui } from '@lingui/react/macro'
import { type DepositChannel, type DepositOrder, moneyToDecimal } from '@portal/core'
import { useId, useState } from 'react'
import { Button } from '../../../components/Button/Button'
import { QrCode } from '../../../components/QrCode/QrCode'
import deposit from './Deposit.module.css'
import { useDepositText } from './useDepositText'

/**
 * How to pay the placed order: the QR code of the channel's payment page (when the server gave one) and each
 * value the member types into their bank or wallet app, with a copy button (the reference lets the back office
 * match the payment to the order).
 */
export function PayOrder({ order, channel }: { order: DepositOrder; channel: DepositChannel | undefined }) {
  const { t } = useLingui()
  const text = useDepositText()
  const headingId = useId()
  // Which value was copied last: only this screen's feedback, nothing the flow needs to know.
  const [copied, setCopied] = useState<string | null>(null)
  const copy = (name: string, value: string) => {
    navigator.clipboard?.writeText(value).then(
      () => setCopied(name),
      () => {},
    )
  }
  const lines = [
    ...(order.payee ?? channel?.payee ?? []).map((line) => ({
      name: line.field,
      label: text.payee(line.field),
      shown: line.value,
      value: line.value,
    })),
    {
      name: 'amount',
      label: t`Amount`,
      shown: text.money(order.amount),
      value: moneyToDecimal(order.amount),
    },
    { name: 'reference', label: t`Reference`, shown: order.reference, value: order.reference },
  ]
  return (
    <section className={deposit.payee} aria-labelledby={headingId} data-testid="pay-order">
      <h2 id={headingId} className={deposit.legend}>
        <Trans>Pay to</Trans>
      </h2>
      {order.payUrl && (
        <div className={deposit.qr}>
          <QrCode value={order.payUrl} size={176} margin={2} label={t`Scan to pay ${order.reference}`} />
          <p className={deposit.hint}>
            <Trans>Scan with your banking or wallet app; the amount and reference are filled in.</Trans>
          </p>
        </div>
      )}
      <dl className={deposit.details}>
        {lines.map((line) => (
          <div key={line.name} className={deposit.copyLine}>
            <dt>{line.label}</dt>
            <dd>
              <bdi dir="ltr">{line.shown}</bdi>
            </dd>
            <dd>
              <Button
                size="small"
                variant="secondary"
                data-testid={`copy-${line.name}`}
                aria-label={t`Copy ${line.label}`}
                onClick={() => copy(line.name, line.value)}
              >
                {copied === line.name ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}
              </Button>
            </dd>
          </div>
        ))}
      </dl>
      <p className="visually-hidden" role="status">
        {copied ? t`Copied to the clipboard` : ''}
      </p>
    </section>
  )
}
