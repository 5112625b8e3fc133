import type { AnyStateMachine } from 'xstate'
import { resourceMachine } from '../catalogue/resource.machine'
import { agentAnnouncementsMachine } from '../flows/agent-announcements/agent-announcements.machine'
import { agentLinksMachine } from '../flows/agent-links/agent-links.machine'
import { agentOpenMachine } from '../flows/agent-open/agent-open.machine'
import { agentTransferMachine } from '../flows/agent-transfer/agent-transfer.machine'
import { announcementsMachine } from '../flows/announcements/announcements.machine'
import { changePasswordMachine } from '../flows/change-password/change-password.machine'
import { chatMachine } from '../flows/chat/chat.machine'
import { claimBoardMachine } from '../flows/claim-board/claim-board.machine'
import { contractOfferMachine } from '../flows/contracts/contract-offer.machine'
import { contractRequestsMachine } from '../flows/contracts/contract-requests.machine'
import { depositMachine } from '../flows/deposit/deposit.machine'
import { depositReceiptMachine } from '../flows/deposit/deposit-receipt.machine'
import { depositCancelMachine } from '../flows/deposit-cancel/deposit-cancel.machine'
import { depositOrderMachine } from '../flows/deposit-order/deposit-order.machine'
import { devicesMachine } from '../flows/devices/devices.machine'
import { envelopeInboxMachine } from '../flows/envelope-inbox/envelope-inbox.machine'
import { favouritesMachine } from '../flows/favourites/favourites.machine'
import { feedbackMachine } from '../flows/feedback/feedback.machine'
import { forgotPasswordMachine } from '../flows/forgot-password/forgot-password.machine'
import { gameLaunchMachine } from '../flows/game-launch/game-launch.machine'
import { identityMachine } from '../flows/identity/identity.machine'
import { inboxMachine } from '../flows/inbox/inbox.machine'
import { unreadMachine } from '../flows/inbox/unread.machine'
import { loginMachine } from '../flows/login/login.machine'
import { composeMachine } from '../flows/mail/compose.machine'
import { outboxMachine } from '../flows/mail/outbox.machine'
import { memberFormMachine } from '../flows/member-form/member-form.machine'
import { mrSalaryMachine } from '../flows/mr-salary/mr-salary.machine'
import { confirmationDetailMachine } from '../flows/payment-confirmation/confirmation-detail.machine'
import { paymentConfirmationMachine } from '../flows/payment-confirmation/payment-confirmation.machine'
import { pendingCountMachine } from '../flows/pending-count/pending-count.machine'
import { pointsMallMachine } from '../flows/points-mall/points-mall.machine'
import { portalMachine } from '../flows/portal/portal.machine'
import { promoCodeMachine } from '../flows/promo-code/promo-code.machine'
import { applicationMachine } from '../flows/promotions/application.machine'
import { promotionsMachine } from '../flows/promotions/promotions.machine'
import { raffleMachine } from '../flows/promotions/raffle.machine'
import { realityCheckMachine } from '../flows/reality-check/reality-check.machine'
import { realtimeMachine } from '../flows/realtime/realtime.machine'
import { rebateMachine } from '../flows/rebate/rebate.machine'
import { csvExportMachine } from '../flows/records/csv-export.machine'
import { recordsMachine } from '../flows/records/records.machine'
import { redEnvelopeMachine } from '../flows/red-envelope/red-envelope.machine'
import { referralMachine } from '../flows/referral/referral.machine'
import { registerMachine } from '../flows/register/register.machine'
import { registerSubmitMachine } from '../flows/register/register-submit.machine'
import { rewardRecordsMachine } from '../flows/reward-records/reward-records.machine'
import { saferGamblingMachine } from '../flows/safer-gambling/safer-gambling.machine'
import { sessionMachine } from '../flows/session/session.machine'
import { smsMachine } from '../flows/sms/sms.machine'
import { sportsLiveMachine } from '../flows/sports-live/sports-live.machine'
import { teamManagementMachine } from '../flows/team-management/team-management.machine'
import { teamOverviewMachine } from '../flows/team-overview/team-overview.machine'
import { transferMachine } from '../flows/transfer/transfer.machine'
import { twoFactorMachine } from '../flows/two-factor/two-factor.machine'
import { vipMachine } from '../flows/vip/vip.machine'
import { walletMachine } from '../flows/wallet/wallet.machine'
import { withdrawMachine } from '../flows/withdraw/withdraw.machine'
import { withdrawAccountsMachine } from '../flows/withdraw-accounts/withdraw-accounts.machine'
import { withdrawMethodsMachine } from '../flows/withdraw-methods/withdraw-methods.machine'

/** Every flow with a doc page under docs/flows/. A new flow adds itself here. */
export const documentedFlows: ReadonlyArray<{ name: string; machine: AnyStateMachine }> = [
  { name: 'portal', machine: portalMachine },
  { name: 'session', machine: sessionMachine },
  { name: 'sms', machine: smsMachine },
  { name: 'login', machine: loginMachine },
  { name: 'change-password', machine: changePasswordMachine },
  { name: 'register', machine: registerMachine },
  { name: 'register-submission', machine: registerSubmitMachine },
  { name: 'forgot-password', machine: forgotPasswordMachine },
  { name: 'game-launch', machine: gameLaunchMachine },
  { name: 'favourites', machine: favouritesMachine },
  { name: 'catalogue-resource', machine: resourceMachine },
  { name: 'announcements', machine: announcementsMachine },
  { name: 'feedback', machine: feedbackMachine },
  { name: 'devices', machine: devicesMachine },
  { name: 'points-mall', machine: pointsMallMachine },
  { name: 'referral', machine: referralMachine },
  { name: 'realtime', machine: realtimeMachine },
  { name: 'member-form', machine: memberFormMachine },
  { name: 'safer-gambling', machine: saferGamblingMachine },
  { name: 'team-overview', machine: teamOverviewMachine },
  { name: 'team-management', machine: teamManagementMachine },
  { name: 'withdraw', machine: withdrawMachine },
  { name: 'withdraw-accounts', machine: withdrawAccountsMachine },
  { name: 'withdraw-methods', machine: withdrawMethodsMachine },
  { name: 'payment-confirmation', machine: paymentConfirmationMachine },
  { name: 'contract-requests', machine: contractRequestsMachine },
  { name: 'contract-offer', machine: contractOfferMachine },
  { name: 'reality-check', machine: realityCheckMachine },
  { name: 'inbox', machine: inboxMachine },
  { name: 'unread', machine: unreadMachine },
  { name: 'chat', machine: chatMachine },
  { name: 'wallet', machine: walletMachine },
  { name: 'transfer', machine: transferMachine },
  { name: 'agent-transfer', machine: agentTransferMachine },
  { name: 'mr-salary', machine: mrSalaryMachine },
  { name: 'agent-open', machine: agentOpenMachine },
  { name: 'agent-links', machine: agentLinksMachine },
  { name: 'agent-announcements', machine: agentAnnouncementsMachine },
  { name: 'red-envelope', machine: redEnvelopeMachine },
  { name: 'envelope-inbox', machine: envelopeInboxMachine },
  { name: 'rebate', machine: rebateMachine },
  { name: 'deposit', machine: depositMachine },
  { name: 'deposit-receipt', machine: depositReceiptMachine },
  { name: 'deposit-order', machine: depositOrderMachine },
  { name: 'pending-count', machine: pendingCountMachine },
  { name: 'confirmation-detail', machine: confirmationDetailMachine },
  { name: 'records', machine: recordsMachine },
  { name: 'csv-export', machine: csvExportMachine },
  { name: 'promotions', machine: promotionsMachine },
  { name: 'promotion-application', machine: applicationMachine },
  { name: 'raffle', machine: raffleMachine },
  { name: 'sports-live', machine: sportsLiveMachine },
  { name: 'mail-compose', machine: composeMachine },
  { name: 'outbox', machine: outboxMachine },
  { name: 'vip', machine: vipMachine },
  { name: 'claim-board', machine: claimBoardMachine },
  // The wheel and the achievements are the claim board with their own calls: their pages tell their rules beside
  // the same diagram.
  { name: 'prize-wheel', machine: claimBoardMachine },
  { name: 'achievements', machine: claimBoardMachine },
  { name: 'member-promotions', machine: claimBoardMachine },
  { name: 'promo-code', machine: promoCodeMachine },
  { name: 'two-factor', machine: twoFactorMachine },
  { name: 'identity', machine: identityMachine },
  { name: 'deposit-cancel', machine: depositCancelMachine },
  { name: 'reward-records', machine: rewardRecordsMachine },
]

export const diagramStart = '<!-- diagram:start (generated from the machine; UPDATE_DOCS=1 to refresh) -->'
export const diagramEnd = '<!-- diagram:end -->'

/** Replaces the generated block of a doc page, keeping the prose around it. */
export function withDiagram(page: string, mermaid: string): string {
  const block = `${diagramStart}\n\`\`\`mermaid\n${mermaid}\n\`\`\`\n${diagramEnd}`
  const start = page.indexOf(diagramStart)
  const end = page.indexOf(diagramEnd)
  if (start === -1 || end === -1) return `${page.trimEnd()}\n\n## State diagram\n\n${block}\n`
  return page.slice(0, start) + block + page.slice(end + diagramEnd.length)
}
