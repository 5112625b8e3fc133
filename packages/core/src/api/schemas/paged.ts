import * as v from 'valibot'
import { numeric } from './common'

// The records calls' paging (issue 14), shared by the records and the withdrawal report; not exported from the
// package: a schema's shape, not a contract of its own.

const instant = /* @__PURE__ */ v.pipe(v.string(), v.isoTimestamp())

/** The range and page every records call asks with. */
export const rangeRequest = {
  startDate: instant,
  endDate: instant,
  page: numeric,
  size: /* @__PURE__ */ v.pipe(numeric, v.integer(), v.minValue(1), v.maxValue(500)),
}

/** One page of a records call's rows, with the totals of that page and of the whole range. */
export const pageOf = <Row extends v.GenericSchema, Totals extends v.GenericSchema>(
  row: Row,
  totals: Totals,
) =>
  v.object({
    list: v.array(row),
    page: numeric,
    size: numeric,
    /** Rows in the whole range. */
    total: numeric,
    pageTotal: totals,
    rangeTotal: totals,
  })
