export { createReferralReports, invitesShown, type ReferralReports } from './create-referral-reports'
export { connectReferralReports, type ReferralReportsView } from './referral-reports.connect'
