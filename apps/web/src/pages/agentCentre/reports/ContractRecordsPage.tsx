import { Trans } from '@lingui/react/macro'
import { contractRecordsConfig } from '@portal/core'
import { PayoutsScreen } from './PayoutsScreen'

/*
 * The record page of each contract kind, as the original's menu has them (agentDividendRecordCopy,
 * agentDailyWages2, agentHourSalary, agentRealtimeSalary): what that kind paid me and what I paid below.
 */

export function DividendRecordsPage() {
  return (
    <PayoutsScreen
      testId="dividend-records"
      title={<Trans>Dividend records</Trans>}
      config={contractRecordsConfig('dividend')}
      filter="direction"
      name="dividends"
    />
  )
}

export function DailySalaryRecordsPage() {
  return (
    <PayoutsScreen
      testId="daily-salary-records"
      title={<Trans>Daily salary records</Trans>}
      config={contractRecordsConfig('dailySalary')}
      filter="direction"
      name="daily-salary"
    />
  )
}

export function HourlySalaryRecordsPage() {
  return (
    <PayoutsScreen
      testId="hourly-salary-records"
      title={<Trans>Hourly salary records</Trans>}
      config={contractRecordsConfig('hourlySalary')}
      filter="direction"
      name="hourly-salary"
    />
  )
}

export function RealTimeSalaryRecordsPage() {
  return (
    <PayoutsScreen
      testId="real-time-salary-records"
      title={<Trans>Real-time salary records</Trans>}
      config={contractRecordsConfig('realTimeSalary')}
      filter="direction"
      name="real-time-salary"
    />
  )
}
