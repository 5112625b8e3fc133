import {
  fundPasswordResetSms,
  resetFundPassword,
  sendEmailVerification,
  verifyEmail,
} from './rows/account-recovery'
import { achievements, claimAchievementPromo } from './rows/achievements'
import {
  agentTransfer,
  agentTransferInfo,
  openRedEnvelope,
  redEnvelopes,
  sendRedEnvelope,
  sentRedEnvelopes,
} from './rows/agent-money'
import { affiliateLinks, agentAnnouncements, openAccount } from './rows/agent-open'
import { contractPayouts, teamBets, teamTransactions } from './rows/agent-reports'
import { avatarChoices, changeIcon } from './rows/avatar'
import { announcements, feedback, helpCenter, winnerBoard } from './rows/content'
import { consolidatedFunds, contractList, offerContract } from './rows/contracts'
import { depositChannels, depositOrders, submitDeposit, uploadDepositReceipt } from './rows/deposit'
import { cancelC2CDeposit } from './rows/deposit-cancel'
import {
  depositChatLink,
  depositConfirmationDetail,
  pendingDepositWithdrawCount,
  updateDepositReference,
} from './rows/deposit-order'
import { domainRoute } from './rows/domain'
import {
  addFavoriteGame,
  chatLaunch,
  chatModels,
  favoriteGames,
  favoriteGamesPage,
  gameLaunchFb,
  gameList,
  gameVendors,
  hotGames,
  launchGame,
  pvpRooms,
  recentGames,
  removeFavoriteGame,
  startGame,
  vendorGameTypes,
} from './rows/games'
import { identityVerification, uploadIdentityImages } from './rows/identity'
import {
  gameMenus,
  lotteryOpenedNumbers,
  missionLeaderboard,
  missionSummary,
  popularLotteryGames,
  vnGameMenu,
  vnOpenedNumbers,
  vnRecentGames,
} from './rows/lottery'
import { deleteOutboxMail, outboxMails, recipientTypes, replyMail, sendMail } from './rows/mail'
import {
  bindMobileSms,
  bindMobileVerify,
  changeWithdrawPassword,
  deleteInboxMail,
  inboxMails,
  loginSessions,
  markMailAsRead,
  memberInfoV2,
  referralDetails,
  referralList,
  referralRules,
  revokeLoginSession,
  securityConfig,
  setWithdrawPassword,
  updateMemberInfo,
} from './rows/member'
import {
  claimIssuedPromotion,
  claimLoginPromotion,
  claimRegisterPromotion,
  claimSaviorPromotion,
  issuedPromotions,
  loginPromotion,
  registerPromotion,
  saviorPromotion,
} from './rows/member-promotions'
import { claimMissionRewards, missionMilestones, missionRules } from './rows/missions'
import { disburseMrSalary, mrSalaryInfo, setMrSalaryRate } from './rows/mr-salary'
import {
  convertPoint,
  pointBalance,
  pointConfig,
  pointRewards,
  pointTransactions,
  redeemPointRecords,
  redeemPointReward,
} from './rows/points'
import { claimTickets, prizeWheelInfo, tickets } from './rows/prize-wheel'
import { claimPromoCode, promoCodes } from './rows/promo-codes'
import {
  availablePromotions,
  claimRafflePromotion,
  dailySalaryContract,
  dividendContract,
  hourlySalaryContract,
  raffleStatus,
  realTimeSalaryContract,
  requestPromotionReward,
  signUpPromotion,
} from './rows/promotions'
import { accountRecords, bettingRecords, bonusDetails, personalProfit } from './rows/records'
import { invitationClaimReport, inviteList, referralRanking } from './rows/referral-reports'
import { promoReward, promotionClaimList, recentRewards } from './rows/reward-records'
import {
  excludeSelf,
  saferGambling,
  sessionResult,
  setGamblingLimit,
  setRealityCheck,
} from './rows/safer-gambling'
import {
  authenticatorStatus,
  bindAuthenticator,
  securityQuestions,
  setSecurityQuestions,
  verifyAuthenticator,
} from './rows/security'
import {
  logout,
  memberInfo,
  rsaPublicKey,
  systemStatus,
  unreadCount,
  updateLanguage,
  walletBalance,
  whitelabel,
} from './rows/session'
import {
  affiliateCheck,
  captcha,
  changePassword,
  countryCodes,
  forgotPasswordEmail,
  freePlayLogin,
  login,
  registerMember,
  registerMobile,
  registerRules,
  registerSettings,
  setPasswordByEmail,
  setPasswordByPhone,
  smsCodeNoLogin,
  smsCodeRegister,
} from './rows/sign-in'
import { sportsLive } from './rows/sports'
import { downlineDetails, teamDownlines, teamOverview, teamProfitLoss } from './rows/team'
import { vipBenefits, vipNearbyLevels, vipProgress, vipRule } from './rows/vip'
import { memberIcon, merchantWallet, walletTransfer } from './rows/wallet'
import {
  accruedRebates,
  allWalletBalances,
  rebateDisburse,
  rebateSettings,
  walletReturn,
} from './rows/wallets'
import {
  addBankCard,
  bankCards,
  paymentConfirmations,
  processC2CTransaction,
  setDefaultBankCard,
  withdraw,
  withdrawCharges,
  withdrawSettings,
} from './rows/withdraw'
import { bankCardSetting, removeBankCard } from './rows/withdraw-accounts'
import { bindWithdrawAccount, withdrawAccountInfo, withdrawMethods } from './rows/withdraw-methods'
import { withdrawReport } from './rows/withdraw-report'

/** The whole table, by name: for the simulator's routes, docs/api.md and tests. */
export const endpoints = {
  systemStatus,
  rsaPublicKey,
  login,
  smsCodeNoLogin,
  freePlayLogin,
  logout,
  captcha,
  memberInfo,
  memberIcon,
  registerMember,
  registerMobile,
  smsCodeRegister,
  affiliateCheck,
  registerSettings,
  registerRules,
  changePassword,
  forgotPasswordEmail,
  setPasswordByEmail,
  setPasswordByPhone,
  walletBalance,
  walletTransfer,
  consolidatedFunds,
  whitelabel,
  updateLanguage,
  countryCodes,
  gameLaunchFb,
  gameList,
  hotGames,
  vendorGameTypes,
  gameVendors,
  favoriteGames,
  favoriteGamesPage,
  addFavoriteGame,
  removeFavoriteGame,
  recentGames,
  pvpRooms,
  launchGame,
  startGame,
  chatModels,
  chatLaunch,
  gameMenus,
  vnGameMenu,
  vnRecentGames,
  popularLotteryGames,
  vnOpenedNumbers,
  lotteryOpenedNumbers,
  missionSummary,
  missionLeaderboard,
  announcements,
  winnerBoard,
  signUpPromotion,
  requestPromotionReward,
  claimRafflePromotion,
  availablePromotions,
  raffleStatus,
  dividendContract,
  dailySalaryContract,
  hourlySalaryContract,
  realTimeSalaryContract,
  contractList,
  offerContract,
  merchantWallet,
  domainRoute,
  feedback,
  unreadCount,
  helpCenter,
  pointBalance,
  pointRewards,
  redeemPointRecords,
  pointConfig,
  pointTransactions,
  redeemPointReward,
  convertPoint,
  securityConfig,
  memberInfoV2,
  updateMemberInfo,
  setWithdrawPassword,
  changeWithdrawPassword,
  bindMobileSms,
  bindMobileVerify,
  inboxMails,
  markMailAsRead,
  deleteInboxMail,
  loginSessions,
  revokeLoginSession,
  referralDetails,
  referralList,
  referralRules,
  saferGambling,
  setGamblingLimit,
  setRealityCheck,
  excludeSelf,
  sessionResult,
  teamOverview,
  teamDownlines,
  downlineDetails,
  teamProfitLoss,
  teamBets,
  teamTransactions,
  contractPayouts,
  allWalletBalances,
  walletReturn,
  rebateSettings,
  accruedRebates,
  rebateDisburse,
  depositChannels,
  submitDeposit,
  depositOrders,
  uploadDepositReceipt,
  withdrawSettings,
  bankCards,
  addBankCard,
  setDefaultBankCard,
  withdrawCharges,
  withdraw,
  paymentConfirmations,
  processC2CTransaction,
  // Withdrawal accounts (issue 32)
  bankCardSetting,
  removeBankCard,
  // The withdrawal report (issue 32)
  withdrawReport,
  // Withdrawal methods beyond bank cards (issue 32)
  withdrawMethods,
  withdrawAccountInfo,
  bindWithdrawAccount,
  identityVerification,
  uploadIdentityImages,
  bettingRecords,
  accountRecords,
  personalProfit,
  bonusDetails,
  agentTransferInfo,
  agentTransfer,
  sendRedEnvelope,
  sentRedEnvelopes,
  redEnvelopes,
  openRedEnvelope,
  sportsLive,
  openAccount,
  affiliateLinks,
  agentAnnouncements,
  mrSalaryInfo,
  setMrSalaryRate,
  disburseMrSalary,
  // Writing to support (issue 32)
  recipientTypes,
  sendMail,
  replyMail,
  outboxMails,
  deleteOutboxMail,
  // The VIP club (issue 32).
  vipProgress,
  vipRule,
  vipNearbyLevels,
  vipBenefits,
  // Missions in full (issue 32).
  missionMilestones,
  missionRules,
  claimMissionRewards,
  // The prize wheel and its tickets (issue 32).
  prizeWheelInfo,
  tickets,
  claimTickets,
  // Achievements (issue 32).
  achievements,
  claimAchievementPromo,
  // Promo codes (issue 32).
  promoCodes,
  claimPromoCode,
  // Account security (issue 32).
  authenticatorStatus,
  bindAuthenticator,
  verifyAuthenticator,
  securityQuestions,
  setSecurityQuestions,
  // After the deposit order (issue 32).
  updateDepositReference,
  depositChatLink,
  pendingDepositWithdrawCount,
  depositConfirmationDetail,
  // Member promotions: registration, daily login, loss-back and issued (issue 32).
  registerPromotion,
  claimRegisterPromotion,
  loginPromotion,
  claimLoginPromotion,
  saviorPromotion,
  claimSaviorPromotion,
  issuedPromotions,
  claimIssuedPromotion,
  // The referral page's reports (issue 32).
  referralRanking,
  inviteList,
  invitationClaimReport,
  // Account recovery (issue 32): fund password reset by SMS, verified e-mail.
  fundPasswordResetSms,
  resetFundPassword,
  sendEmailVerification,
  verifyEmail,
  // Avatars (issue 32).
  avatarChoices,
  changeIcon,
  // Cancelling a member-to-member deposit (issue 32).
  cancelC2CDeposit,
  // The reward centre's records (issue 32): the claim list, a promotion's reward, the recent rewards.
  promotionClaimList,
  promoReward,
  recentRewards,
} as const

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
