import { Trans, useLingui } from '@lingui/react/macro'
import { type CsvSpec, type RecordsConfig, recordsCsv } from '@portal/core'
import { CsvExportButton } from '../../../components/records/CsvExportButton'
import type { ScreenView } from '../../../components/records/RecordsScreen'
import { useRecordFormat } from '../../../components/records/recordsFormat'

/** A team report's whole range on screen, with its filters, not only the page shown, as CSV. */
export function ExportCsvButton<Row, Totals>({
  view,
  config,
  csv,
}: {
  view: ScreenView<Row, Totals>
  config: RecordsConfig<Row, Totals>
  csv: CsvSpec<Row, Totals>
}) {
  const { t } = useLingui()
  const { timeZone } = useRecordFormat()
  return (
    <CsvExportButton
      source={() => recordsCsv(config, view, csv, { timeZone, totalsTitle: t`Range totals` })}
      label={<Trans>Export CSV</Trans>}
      failed={<Trans>The report could not be exported.</Trans>}
    />
  )
}
