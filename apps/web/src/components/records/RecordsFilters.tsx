import { useLingui } from '@lingui/react/macro'
import type { DatePreset, RecordsIntents, RecordsView } from '@portal/core'
import {
  type ComponentProps,
  type LazyExoticComponent,
  lazy,
  type ReactElement,
  Suspense,
  useState,
} from 'react'
import styles from '../../styles/panel.module.css'
import { Spinner } from '../Spinner/Spinner'
import { loadCalendarLocale } from './calendarLocales'
import type DateRangeDialogModule from './DateRangeDialog'
import records from './Records.module.css'
import { useRangeProblemMessage } from './rangeProblemMessage'

type DialogProps = Omit<ComponentProps<typeof DateRangeDialogModule>, 'locale'>
const dialogs = new Map<string, LazyExoticComponent<(props: DialogProps) => ReactElement>>()

/** The calendar loads only when the member asks for a custom range, with its words in their language only. */
function dateRangeDialog(language: string) {
  let dialog = dialogs.get(language)
  if (!dialog) {
    dialog = lazy(() =>
      Promise.all([import('./DateRangeDialog'), loadCalendarLocale(language)]).then(([module, locale]) => ({
        default: (props: DialogProps) => <module.default {...props} locale={locale} />,
      })),
    )
    dialogs.set(language, dialog)
  }
  return dialog
}

export interface FilterSpec {
  name: string
  label: string
  /** Fixed choices, or those the server gave for the range (`view.options[name]`) with their labels. */
  options:
    | readonly { value: string; label: string }[]
    | ((served: readonly string[]) => { value: string; label: string }[])
}

export function RecordsFilters({
  view,
  filters,
}: {
  view: RecordsView<unknown, unknown> & RecordsIntents
  filters: readonly FilterSpec[]
}) {
  const { t, i18n } = useLingui()
  const [picking, setPicking] = useState(false)
  const DateRangeDialog = dateRangeDialog(i18n.locale)
  const problemMessage = useRangeProblemMessage()
  const presetLabels: Record<DatePreset, string> = {
    today: t`Today`,
    yesterday: t`Yesterday`,
    last7: t`Last 7 days`,
    last30: t`Last 30 days`,
    next7: t`Next 7 days`,
    next30: t`Next 30 days`,
  }
  const custom = view.range.preset === 'custom'

  return (
    <div className={records.filters}>
      <fieldset className={records.presets}>
        <legend className={records.legend}>{t`Date range`}</legend>
        {view.presets.map((preset) => (
          <button
            key={preset}
            type="button"
            className={records.preset}
            aria-pressed={view.range.preset === preset}
            onClick={() => view.choosePreset(preset)}
          >
            {presetLabels[preset]}
          </button>
        ))}
        <button
          type="button"
          className={records.preset}
          aria-pressed={custom}
          onClick={() => setPicking(true)}
        >
          {view.range.preset === 'custom' ? `${view.range.from} – ${view.range.to}` : t`Custom range`}
        </button>
      </fieldset>
      {filters.map((filter) => {
        const options =
          typeof filter.options === 'function'
            ? filter.options(view.options[filter.name] ?? [])
            : filter.options
        return (
          <label key={filter.name} className={records.select}>
            {filter.label}
            <select
              value={view.filters[filter.name] ?? ''}
              onChange={(event) => view.chooseFilter(filter.name, event.target.value)}
            >
              <option value="">{t`All`}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        )
      })}
      {view.rangeProblem && (
        <p className={styles.failure} role="alert">
          {problemMessage(view.rangeProblem)}
        </p>
      )}
      {picking && (
        <Suspense fallback={<Spinner size={20} />}>
          <DateRangeDialog
            initial={view.range.preset === 'custom' ? { from: view.range.from, to: view.range.to } : null}
            onClose={() => setPicking(false)}
            onApply={(from, to) => {
              view.chooseRange(from, to)
              setPicking(false)
            }}
          />
        </Suspense>
      )}
    </div>
  )
}
