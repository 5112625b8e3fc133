import { Trans, useLingui } from '@lingui/react/macro'
import type { DepositChannel, DepositIntents, DepositView } from '@portal/core'
import { useId } from 'react'
import { Button } from '../../../components/Button/Button'
import { submitted } from '../../../components/form/submitted'
import { Icon, type IconName } from '../../../components/Icon/Icon'
import { Spinner } from '../../../components/Spinner/Spinner'
import styles from '../MemberCentre.module.css'
import deposit from './Deposit.module.css'
import { useDepositText } from './useDepositText'

const kindIcons: Record<DepositChannel['kind'], IconName> = {
  bank: 'receipt',
  ewallet: 'wallet',
  qr: 'smartphone',
  crypto: 'zap',
  c2c: 'users',
}

/** Channel, amount (checked as typed, presets), where to pay, and the one submit. */
export function DepositForm({ view }: { view: DepositView & DepositIntents }) {
  const { t } = useLingui()
  const text = useDepositText()
  const amountId = useId()
  const channel = view.channel
  const locked = view.step !== 'editing'
  const error = view.issue ? text.issue(view.issue) : null
  const min = channel ? text.money(channel.min) : ''
  const max = channel ? text.money(channel.max) : ''
  return (
    <form className={styles.panel} noValidate onSubmit={submitted(() => view.submit())}>
      <h1 className={styles.title}>
        <Trans>Deposit</Trans>
      </h1>
      <fieldset className={deposit.fieldset} disabled={locked}>
        <legend className={deposit.legend}>
          <Trans>Payment channel</Trans>
        </legend>
        <div className={deposit.channels}>
          {view.channels.map((option) => (
            <label key={option.id} className={deposit.channel} data-testid={`channel-${option.id}`}>
              <input
                type="radio"
                name="channel"
                className={deposit.radio}
                checked={option.id === channel?.id}
                onChange={() => view.choose(option.id)}
              />
              <Icon name={kindIcons[option.kind]} size={22} />
              <span className={deposit.channelText}>
                <span className={deposit.channelKind}>{text.kind(option.kind)}</span>
                <span className={deposit.channelName}>{option.name}</span>
                <span className={deposit.range}>
                  {text.money(option.min)} – {text.money(option.max)}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className={deposit.field}>
        <label htmlFor={amountId} className={deposit.legend}>
          <Trans>Amount</Trans>
        </label>
        <input
          id={amountId}
          className={deposit.amount}
          inputMode="decimal"
          autoComplete="off"
          value={view.amount}
          readOnly={locked}
          placeholder={channel ? t`${min} – ${max}` : ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${amountId}-hint${error ? ` ${amountId}-error` : ''}`}
          onChange={(event) => view.change(event.target.value)}
        />
        {error && (
          <p id={`${amountId}-error`} className={deposit.error}>
            {error}
          </p>
        )}
        <p id={`${amountId}-hint`} className={deposit.hint}>
          <Trans>
            Minimum {min}, maximum {max}
          </Trans>
        </p>
        <fieldset className={deposit.presets} aria-label={t`Preset amounts`}>
          {view.presets.map((preset) => (
            <Button
              key={preset.amount.minor.toString()}
              size="small"
              variant={preset.selected ? 'primary' : 'secondary'}
              aria-pressed={preset.selected}
              disabled={locked}
              onClick={() => view.preset(preset.amount)}
            >
              {text.money(preset.amount)}
            </Button>
          ))}
        </fieldset>
      </div>

      {view.promotions.length > 0 && <Promotions view={view} locked={locked} />}

      {channel && <Payee channel={channel} />}

      {view.failure && view.step === 'editing' && (
        <p className={styles.failure} role="alert">
          {text.failure(view.failure)}
        </p>
      )}
      {view.step === 'uncertain' ? (
        <div className={deposit.uncertain} role="alert">
          <p className={styles.failure}>
            {view.failure ? text.failure(view.failure) : null}{' '}
            <Trans>
              We could not tell whether your order arrived. Retry sends the same order again: it is never
              placed twice.
            </Trans>
          </p>
          <Button onClick={view.retry}>
            <Trans>Retry</Trans>
          </Button>
        </div>
      ) : (
        <div className={styles.row}>
          <Button type="submit" size="large" disabled={!view.canSubmit}>
            {view.step === 'submitting' ? <Spinner size={16} /> : null}
            <Trans>Submit deposit</Trans>
          </Button>
        </div>
      )}
    </form>
  )
}

/** The channel's bonuses to pick with the deposit, or none: what each pays and the turnover it asks. */
function Promotions({ view, locked }: { view: DepositView & DepositIntents; locked: boolean }) {
  const { t } = useLingui()
  const text = useDepositText()
  return (
    <fieldset className={deposit.fieldset} disabled={locked} data-testid="deposit-promotions">
      <legend className={deposit.legend}>
        <Trans>Deposit promotion</Trans>
      </legend>
      <div className={deposit.promotions}>
        <label className={deposit.channel}>
          <input
            type="radio"
            name="promotion"
            className={deposit.radio}
            checked={view.promotionId === null}
            onChange={() => view.promotion(null)}
          />
          <span className={deposit.channelKind}>{t`No promotion`}</span>
        </label>
        {view.promotions.map((offer) => (
          <label key={offer.id} className={deposit.channel} data-testid={`promotion-${offer.id}`}>
            <input
              type="radio"
              name="promotion"
              className={deposit.radio}
              checked={view.promotionId === offer.id}
              onChange={() => view.promotion(offer.id)}
            />
            <span className={deposit.channelText}>
              <span className={deposit.channelKind}>{offer.name}</span>
              <span className={deposit.range}>{text.promotion(offer)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** Where the money goes: the channel's payee details and what to do. */
function Payee({ channel }: { channel: DepositChannel }) {
  const text = useDepositText()
  const headingId = useId()
  return (
    <section className={deposit.payee} aria-labelledby={headingId}>
      <h2 id={headingId} className={deposit.legend}>
        <Trans>Pay to</Trans>
      </h2>
      <p className={deposit.hint}>{text.instructions(channel.kind)}</p>
      <dl className={deposit.details}>
        {channel.payee.map((line) => (
          <div key={line.field} className={deposit.detail}>
            <dt>{text.payee(line.field)}</dt>
            <dd>
              <bdi dir="ltr">{line.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
