import { Trans, useLingui } from '@lingui/react/macro'
import { type DayRange, rangeProblem } from '@portal/core'
import { useState } from 'react'
import { type DateRange, DayPicker, type DayPickerLocale } from 'react-day-picker'
import 'react-day-picker/style.css'
import styles from '../../styles/panel.module.css'
import { Button } from '../Button/Button'
import { Modal } from '../Modal/Modal'
import records from './Records.module.css'
import { useRangeProblemMessage } from './rangeProblemMessage'

const pad = (value: number) => String(value).padStart(2, '0')
/** The calendar speaks local `Date`s; the flow speaks `yyyy-MM-dd` days in the same (the device's) zone. */
const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
const dateOf = (day: string) => {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1)
}

/** The custom range: a two-month calendar (react-day-picker) and the same days as date fields, ≤ 12 months. */
export default function DateRangeDialog({
  initial,
  locale,
  onApply,
  onClose,
}: {
  initial: DayRange | null
  /** The page's language's calendar words (calendarLocales.ts); the picker's English without. */
  locale: DayPickerLocale | undefined
  onApply(from: string, to: string): void
  onClose(): void
}) {
  const { t, i18n } = useLingui()
  const [from, setFrom] = useState(initial?.from ?? '')
  const [to, setTo] = useState(initial?.to ?? '')
  const problemMessage = useRangeProblemMessage()
  const problem = from && to ? rangeProblem({ from, to }) : null
  const today = new Date()
  const selected: DateRange | undefined = from
    ? { from: dateOf(from), to: to ? dateOf(to) : undefined }
    : undefined
  const rtl = i18n.locale === 'ar'

  return (
    <Modal
      open
      size="form"
      title={t`Custom range`}
      onClose={onClose}
      closeOnCover={false}
      onSubmit={(event) => {
        event.preventDefault()
        if (from && to && !problem) onApply(from, to)
      }}
    >
      <div className={records.picker}>
        <DayPicker
          mode="range"
          locale={locale}
          dir={rtl ? 'rtl' : 'ltr'}
          numberOfMonths={1}
          defaultMonth={selected?.from ?? today}
          selected={selected}
          disabled={{ after: today }}
          onSelect={(range) => {
            setFrom(range?.from ? dayOf(range.from) : '')
            setTo(range?.to ? dayOf(range.to) : '')
          }}
        />
        <div className={records.pickerFields}>
          <label className={records.select}>
            <Trans>First day</Trans>
            <input
              type="date"
              value={from}
              max={dayOf(today)}
              onChange={(event) => setFrom(event.target.value)}
            />
          </label>
          <label className={records.select}>
            <Trans>Last day</Trans>
            <input
              type="date"
              value={to}
              max={dayOf(today)}
              onChange={(event) => setTo(event.target.value)}
            />
          </label>
        </div>
        {problem && (
          <p className={styles.failure} role="alert">
            {problemMessage(problem)}
          </p>
        )}
        <div className={styles.row}>
          <Button type="button" variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={!from || !to || problem !== null}>
            <Trans>Apply</Trans>
          </Button>
        </div>
      </div>
    </Modal>
  )
}
