import { endpoint } from '../endpoint'
import { withdrawReportRequestSchema, withdrawReportSchema } from '../schemas/withdraw-report'

// The withdrawal report (issue 32; original-calls.md §2). The path follows the member centre's
// `/wps/relay/MCSFE_<name>` pattern; the original's shape is unknown, this one is ours.

export const withdrawReport = endpoint({
  name: 'withdrawReport',
  method: 'GET',
  idempotent: true,
  path: '/wps/relay/MCSFE_getWithdrawTransactionReport',
  auth: true,
  encrypted: false,
  request: withdrawReportRequestSchema,
  response: withdrawReportSchema,
  purpose:
    'The member’s withdrawals of a range (getWithdrawTransactionReport), newest first, paged like the records: amount, fee, status (pending, paid, rejected with the back office’s reason), where it went; totals paid, waiting and fees (shape ours)',
  pathChosen: true,
})
