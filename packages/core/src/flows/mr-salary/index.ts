export { createMrSalary } from './create-mr-salary'
export {
  connectMrSalary,
  type MrSalaryIntents,
  type MrSalarySnapshot,
  type MrSalaryView,
} from './mr-salary.connect'
export { mrSalaryMachine } from './mr-salary.machine'
export type { MrSalaryDone, MrSalaryIssue } from './mr-salary.types'
