import { endpoint } from './endpoint'
import { anyValue, noInput, openInput } from './schemas/common'
import {
  announcementsRequestSchema,
  announcementsSchema,
  feedbackRequestSchema,
  unreadCountSchema,
  winnerBoardRequestSchema,
  winnerBoardSchema,
} from './schemas/content'
import {
  contractActionRequestSchema,
  merchantWalletRequestSchema,
  merchantWalletSchema,
} from './schemas/contracts'
import {
  chatLaunchSchema,
  favoriteGamesPageSchema,
  favoriteIdsSchema,
  favoriteToggleRequestSchema,
  gameListSchema,
  gameVendorsRequestSchema,
  gameVendorsSchema,
  hotGamesRequestSchema,
  launchGameRequestSchema,
  launchResultSchema,
  pvpRoomsSchema,
  startGameRequestSchema,
} from './schemas/games'
import {
  gameMenusRequestSchema,
  lotteryGameListSchema,
  openedNumbersRequestSchema,
  openedNumbersSchema,
  vnGameMenuRequestSchema,
  vnGameMenuSchema,
} from './schemas/lottery'
import {
  affiliateCheckRequestSchema,
  changePasswordRequestSchema,
  consolidatedFundsSchema,
  forgotPasswordEmailRequestSchema,
  registrationRequestSchema,
  setPasswordByPhoneRequestSchema,
  updateLanguageRequestSchema,
} from './schemas/member'
import { convertPointRequestSchema, redeemPointRewardRequestSchema } from './schemas/points'
import {
  balanceSchema,
  captchaSchema,
  freePlayLoginRequestSchema,
  freePlayLoginResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  memberInfoSchema,
  rsaPublicKeySchema,
  smsCodeNoLoginRequestSchema,
  smsCodeRegisterRequestSchema,
  smsCodeResponseSchema,
} from './schemas/session'
import {
  countryCodesSchema,
  helpCenterRequestSchema,
  registerRulesSchema,
  statusSchema,
} from './schemas/system'
import { headerNames } from './transport'

/** Said in `purpose` wherever the spec gives no response fields, so nobody mistakes `anyValue` for a contract. */
const noShape = 'value shape not in the spec'

/*
 * The API contract: every call of the spec's section 7, one row each, exported on its own so a bundle carries
 * only the rows its code calls (`api.call(memberInfo, …)`). Rows whose path the spec does not give are marked
 * `pathChosen`.
 */

// Session and member
export const systemStatus = endpoint({
  name: 'systemStatus',
  method: 'GET',
  path: '/wps/system/status',
  auth: false,
  encrypted: false,
  request: noInput,
  response: statusSchema,
  purpose: 'Permissions and status: maintenance, region restriction, white-label modules, resources, CDNs',
})

export const rsaPublicKey = endpoint({
  name: 'rsaPublicKey',
  method: 'GET',
  path: '/wps/session/key/rsa',
  auth: false,
  encrypted: false,
  request: noInput,
  response: rsaPublicKeySchema,
  purpose: 'PEM public key for encrypted (E) payloads; not in the spec, which encrypts without saying how',
  pathChosen: true,
})

export const login = endpoint({
  name: 'login',
  method: 'POST',
  path: '/wps/session/login',
  auth: false,
  encrypted: true,
  request: loginRequestSchema,
  response: loginResponseSchema,
  purpose: 'Sign in by username and password, or by mobile number and SMS code',
})

export const smsCodeNoLogin = endpoint({
  name: 'smsCodeNoLogin',
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  auth: false,
  encrypted: false,
  request: smsCodeNoLoginRequestSchema,
  response: smsCodeResponseSchema,
  purpose: 'Send the SMS code for mobile sign-in and for password reset by mobile',
})

export const freePlayLogin = endpoint({
  name: 'freePlayLogin',
  method: 'POST',
  path: '/wps/session/login/freeplay',
  auth: false,
  encrypted: false,
  request: freePlayLoginRequestSchema,
  response: freePlayLoginResponseSchema,
  purpose: 'Free demo play session (FREEPLAY3); response fields beyond the token not in the spec',
  headers: { [headerNames.gatewayVersion]: '3' },
})

export const logout = endpoint({
  name: 'logout',
  method: 'DELETE',
  path: '/wps/session/logout',
  auth: true,
  encrypted: false,
  request: noInput,
  response: anyValue,
  purpose: 'Sign out',
})

export const captcha = endpoint({
  name: 'captcha',
  method: 'GET',
  path: '/wps/captcha',
  auth: false,
  encrypted: false,
  request: noInput,
  response: captchaSchema,
  purpose: 'Captcha image, base64',
})

export const memberInfo = endpoint({
  name: 'memberInfo',
  method: 'GET',
  path: '/wps/member/info',
  auth: true,
  encrypted: false,
  request: noInput,
  response: memberInfoSchema,
  purpose: 'Member info of the signed-in account',
})

export const memberIcon = endpoint({
  name: 'memberIcon',
  method: 'GET',
  path: '/wps/member/info/icon',
  auth: true,
  encrypted: false,
  request: noInput,
  response: anyValue,
  purpose: `Member avatar; ${noShape}`,
})

export const registerMember = endpoint({
  name: 'registerMember',
  method: 'PUT',
  path: '/wps/member/register',
  auth: false,
  encrypted: true,
  request: registrationRequestSchema,
  response: anyValue,
  purpose: `Register by username (success leads to auto-login); ${noShape}`,
})

export const registerMobile = endpoint({
  name: 'registerMobile',
  method: 'PUT',
  path: '/wps/member/register/mobile',
  auth: false,
  encrypted: true,
  request: registrationRequestSchema,
  response: anyValue,
  purpose: `Register by mobile number; ${noShape}`,
})

export const smsCodeRegister = endpoint({
  name: 'smsCodeRegister',
  method: 'POST',
  path: '/wps/verification/sms/register',
  auth: false,
  encrypted: false,
  request: smsCodeRegisterRequestSchema,
  response: smsCodeResponseSchema,
  purpose: 'Send the registration SMS code (username and mobile registration), with the bot-check result',
})

export const affiliateCheck = endpoint({
  name: 'affiliateCheck',
  method: 'GET',
  path: '/wps/agent/affiliate',
  auth: false,
  encrypted: false,
  request: affiliateCheckRequestSchema,
  response: anyValue,
  purpose: `Check an affiliate (invitation) code before registering; failure is business; ${noShape}`,
})

export const registerSettings = endpoint({
  name: 'registerSettings',
  method: 'GET',
  path: '/wps/system/setting/register',
  auth: false,
  encrypted: false,
  request: noInput,
  response: registerRulesSchema,
  purpose:
    'Registration settings: per-field rules (enabled, required, pattern id, accepted pattern, min, max)',
})

export const registerRules = endpoint({
  name: 'registerRules',
  method: 'GET',
  path: '/wps/system/setting/register/rules',
  auth: false,
  encrypted: false,
  request: noInput,
  response: registerRulesSchema,
  purpose:
    'Registration validation rules (cached per session); assumed the same per-field rules as registerSettings',
  pathChosen: true,
})

export const changePassword = endpoint({
  name: 'changePassword',
  method: 'POST',
  path: '/wps/member/password',
  auth: true,
  encrypted: true,
  request: changePasswordRequestSchema,
  response: anyValue,
  purpose: `Change password (first login, expired password, member centre); ${noShape}`,
})

export const forgotPasswordEmail = endpoint({
  name: 'forgotPasswordEmail',
  method: 'POST',
  path: '/wps/member/password/email',
  auth: false,
  encrypted: false,
  form: true,
  request: forgotPasswordEmailRequestSchema,
  response: anyValue,
  purpose: `Forgot password: the server e-mails a new password; ${noShape}`,
})

export const setPasswordByPhone = endpoint({
  name: 'setPasswordByPhone',
  method: 'POST',
  path: '/wps/member/password/verification',
  auth: false,
  encrypted: true,
  request: setPasswordByPhoneRequestSchema,
  response: anyValue,
  purpose: `Forgot password by mobile: set a new password with the SMS code; ${noShape}`,
})

export const walletBalance = endpoint({
  name: 'walletBalance',
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  auth: true,
  encrypted: false,
  request: noInput,
  response: balanceSchema,
  purpose: 'Wallet balance',
})

export const walletTransfer = endpoint({
  name: 'walletTransfer',
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  auth: true,
  encrypted: false,
  request: openInput,
  response: anyValue,
  purpose: `Move funds between the main wallet and game wallets; payload and ${noShape}`,
})

export const consolidatedFunds = endpoint({
  name: 'consolidatedFunds',
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  auth: true,
  encrypted: false,
  request: noInput,
  response: consolidatedFundsSchema,
  purpose:
    'Consolidated wallet and contract requests (non-trial members, AGENTPOLICY3); field types not in the spec',
})

export const whitelabel = endpoint({
  name: 'whitelabel',
  method: 'GET',
  path: '/wps/system/whitelabel',
  auth: false,
  encrypted: false,
  request: noInput,
  response: anyValue,
  purpose: `White-label settings; ${noShape} (the flags also come with systemStatus)`,
})

export const updateLanguage = endpoint({
  name: 'updateLanguage',
  method: 'PUT',
  path: '/wps/system/language',
  auth: false,
  encrypted: false,
  request: updateLanguageRequestSchema,
  response: anyValue,
  purpose: 'Tell the server the chosen language (token sent when signed in)',
  pathChosen: true,
})

export const countryCodes = endpoint({
  name: 'countryCodes',
  method: 'GET',
  path: '/wps/system/countryCodes',
  auth: false,
  encrypted: false,
  request: noInput,
  response: countryCodesSchema,
  purpose: 'Country dialing codes for mobile fields',
  pathChosen: true,
})

// Games
export const gameLaunchFb = endpoint({
  name: 'gameLaunchFb',
  method: 'GET',
  path: '/wps/relay/GCS_gameLaunchFB',
  auth: true,
  encrypted: false,
  request: openInput,
  response: anyValue,
  purpose: `Launch a game through GCS (GCS_gameLaunchFB); payload and ${noShape}`,
})

export const gameList = endpoint({
  name: 'gameList',
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  auth: false,
  encrypted: false,
  request: openInput,
  response: gameListSchema,
  purpose:
    'Game list of a vendor and game type (game list centre); spec marks T but visitors browse game lists',
})

export const hotGames = endpoint({
  name: 'hotGames',
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  auth: false,
  encrypted: false,
  request: hotGamesRequestSchema,
  response: gameListSchema,
  purpose:
    'Hot games of the home page (cached per session); spec marks T but the home page shows them to visitors',
})

export const vendorGameTypes = endpoint({
  name: 'vendorGameTypes',
  method: 'GET',
  path: '/wps/relay/GCSGAME_getVassGameType',
  auth: false,
  encrypted: false,
  request: openInput,
  response: anyValue,
  purpose: `Game types of a vendor (slot sub-classes); spec marks T but visitors browse game lists; ${noShape}`,
})

export const gameVendors = endpoint({
  name: 'gameVendors',
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameVendor',
  auth: false,
  encrypted: false,
  request: gameVendorsRequestSchema,
  response: gameVendorsSchema,
  purpose:
    'Vendor lanes by category, for navigation and casino tabs; spec marks T but visitors see the navigation',
})

export const favoriteGames = endpoint({
  name: 'favoriteGames',
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGames',
  auth: true,
  encrypted: false,
  request: noInput,
  response: favoriteIdsSchema,
  purpose: 'Ids of the favourite games',
})

export const favoriteGamesPage = endpoint({
  name: 'favoriteGamesPage',
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGamesList',
  auth: true,
  encrypted: false,
  request: openInput,
  response: favoriteGamesPageSchema,
  purpose: 'Favourite games, paged (content, pageNum, totalPages)',
})

export const addFavoriteGame = endpoint({
  name: 'addFavoriteGame',
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGameV2',
  auth: true,
  encrypted: false,
  request: favoriteToggleRequestSchema,
  response: anyValue,
  purpose: `Add a favourite game; ${noShape}`,
})

export const removeFavoriteGame = endpoint({
  name: 'removeFavoriteGame',
  method: 'DELETE',
  path: '/wps/relay/MCSFE_removeFavoriteGameV2',
  auth: true,
  encrypted: false,
  request: favoriteToggleRequestSchema,
  response: anyValue,
  purpose: `Remove a favourite game; ${noShape}`,
})

export const recentGames = endpoint({
  name: 'recentGames',
  method: 'GET',
  path: '/wps/relay/GCS_recentGame',
  auth: true,
  encrypted: false,
  request: openInput,
  response: gameListSchema,
  purpose: 'Recently played games: value.list of game cards (fields ours)',
})

export const pvpRooms = endpoint({
  name: 'pvpRooms',
  method: 'GET',
  path: '/wps/relay/GLS2_roomList',
  auth: true,
  encrypted: false,
  request: openInput,
  response: pvpRoomsSchema,
  purpose: 'Board and card (PVP) room list of a vendor (vassalage): value.list (fields ours)',
})

export const launchGame = endpoint({
  name: 'launchGame',
  method: 'GET',
  path: '/wps/game/launchGame',
  auth: true,
  encrypted: false,
  request: launchGameRequestSchema,
  response: launchResultSchema,
  purpose: 'Launch a game by vendor, or a lottery (lotto* parameters); method not in the spec; value.url',
})

export const startGame = endpoint({
  name: 'startGame',
  method: 'POST',
  path: '/wps/game/startGame',
  auth: true,
  encrypted: false,
  request: startGameRequestSchema,
  response: launchResultSchema,
  purpose: 'Start a LIVE, SPORTS, ESPORTS or COCKFIGHT game; value.url',
  pathChosen: true,
})

export const chatModels = endpoint({
  name: 'chatModels',
  method: 'GET',
  path: '/wps/relay/CBS_modelList',
  auth: false,
  encrypted: false,
  request: openInput,
  response: anyValue,
  purpose: `Live chat models; ${noShape}`,
})

export const chatLaunch = endpoint({
  name: 'chatLaunch',
  method: 'GET',
  path: '/wps/relay/CBS_launchChat',
  auth: false,
  encrypted: false,
  request: openInput,
  response: chatLaunchSchema,
  purpose: 'Open the live chat: value.chatUrl',
})

// Lottery and missions
export const gameMenus = endpoint({
  name: 'gameMenus',
  method: 'GET',
  path: '/lgw/games/game_menus',
  auth: false,
  encrypted: false,
  request: gameMenusRequestSchema,
  response: lotteryGameListSchema,
  purpose: 'Lottery game menus by prize mode: value.list (fields ours)',
})

export const vnGameMenu = endpoint({
  name: 'vnGameMenu',
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  auth: false,
  encrypted: false,
  request: vnGameMenuRequestSchema,
  response: vnGameMenuSchema,
  purpose: 'Vietnamese lottery game menu: value.regions (fields ours)',
})

export const vnRecentGames = endpoint({
  name: 'vnRecentGames',
  method: 'GET',
  path: '/lgw/vn/games/game_menu/recent',
  auth: true,
  encrypted: false,
  request: openInput,
  response: lotteryGameListSchema,
  purpose: 'Recently played Vietnamese lottery games: value.list (fields ours)',
})

export const popularLotteryGames = endpoint({
  name: 'popularLotteryGames',
  method: 'GET',
  path: '/lgw/games/popular',
  auth: false,
  encrypted: false,
  request: openInput,
  response: lotteryGameListSchema,
  purpose: 'Popular lottery games: value.list (fields ours)',
})

export const vnOpenedNumbers = endpoint({
  name: 'vnOpenedNumbers',
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  auth: false,
  encrypted: false,
  request: openInput,
  response: openedNumbersSchema,
  purpose: 'Latest Vietnamese lottery draw results: value.list (fields ours)',
})

export const lotteryOpenedNumbers = endpoint({
  name: 'lotteryOpenedNumbers',
  method: 'GET',
  path: '/lotto/lgw/games/opened/numero',
  auth: true,
  encrypted: false,
  request: openedNumbersRequestSchema,
  response: openedNumbersSchema,
  purpose: 'Latest cn lottery draw results (random cache-buster, prizeMode Lott): value.list (fields ours)',
})

export const missionSummary = endpoint({
  name: 'missionSummary',
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionSummaryDetails',
  auth: true,
  encrypted: false,
  request: openInput,
  response: anyValue,
  purpose: `Mission summary; ${noShape}`,
})

export const missionLeaderboard = endpoint({
  name: 'missionLeaderboard',
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionLeaderboard',
  auth: true,
  encrypted: false,
  request: openInput,
  response: anyValue,
  purpose: `Mission leaderboard; ${noShape}`,
})

// Home, promotions and contracts
export const announcements = endpoint({
  name: 'announcements',
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  auth: false,
  encrypted: false,
  request: announcementsRequestSchema,
  response: announcementsSchema,
  purpose:
    'Banners, notices, popup and promotion announcements; spec marks T but anonymous visitors get them too',
})

export const winnerBoard = endpoint({
  name: 'winnerBoard',
  method: 'GET',
  path: '/wps/relay/ODSFE2_getWinnerBoard',
  auth: false,
  encrypted: false,
  request: winnerBoardRequestSchema,
  response: winnerBoardSchema,
  purpose: 'Winners board (cached per session): value.list of { vo: { winAmount } }',
})

export const signUpPromotion = endpoint({
  name: 'signUpPromotion',
  method: 'POST',
  path: '/wps/relay/MCSFE_signUpPromotionJoin',
  auth: true,
  encrypted: false,
  request: openInput,
  response: anyValue,
  purpose: `Join a promotion; payload and ${noShape}`,
})

export const requestPromotionReward = endpoint({
  name: 'requestPromotionReward',
  method: 'POST',
  path: '/wps/relay/MCSFE_signUpRequestReward',
  auth: true,
  encrypted: false,
  request: openInput,
  response: anyValue,
  purpose: `Claim a promotion payout; payload and ${noShape}`,
})

export const claimRafflePromotion = endpoint({
  name: 'claimRafflePromotion',
  method: 'POST',
  path: '/wps/relay/MCS2_claimRafflePromotion',
  auth: true,
  encrypted: false,
  request: openInput,
  response: anyValue,
  purpose: `Claim a raffle promotion; payload and ${noShape}`,
})

export const dividendContract = endpoint({
  name: 'dividendContract',
  method: 'POST',
  path: '/wps/relay/MCS2_processDividendReq',
  auth: true,
  encrypted: false,
  request: contractActionRequestSchema,
  response: anyValue,
  purpose: `Sign, terminate or reject a dividend contract; ${noShape}`,
})

export const dailySalaryContract = endpoint({
  name: 'dailySalaryContract',
  method: 'POST',
  path: '/wps/relay/MCS2_processDailySalContract',
  auth: true,
  encrypted: false,
  request: contractActionRequestSchema,
  response: anyValue,
  purpose: `Sign, terminate or reject a daily salary contract; ${noShape}`,
})

export const hourlySalaryContract = endpoint({
  name: 'hourlySalaryContract',
  method: 'POST',
  path: '/wps/relay/MCS2_processContractHourSalary',
  auth: true,
  encrypted: false,
  request: contractActionRequestSchema,
  response: anyValue,
  purpose: `Sign, terminate or reject an hourly salary contract; ${noShape}`,
})

export const realTimeSalaryContract = endpoint({
  name: 'realTimeSalaryContract',
  method: 'POST',
  path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
  auth: true,
  encrypted: false,
  request: contractActionRequestSchema,
  response: anyValue,
  purpose: `Sign, terminate or reject a real-time salary contract; ${noShape}`,
})

export const merchantWallet = endpoint({
  name: 'merchantWallet',
  method: 'GET',
  path: '/wps/relay/GCS_merchantWallet',
  auth: true,
  encrypted: false,
  request: merchantWalletRequestSchema,
  response: merchantWalletSchema,
  purpose: 'Merchant wallet mode (cached per session): isSingle 1 is single-wallet',
})

// Common
export const domainRoute = endpoint({
  name: 'domainRoute',
  method: 'GET',
  path: '/wps/system/domainRoute',
  auth: false,
  encrypted: false,
  request: noInput,
  response: anyValue,
  purpose: `Domain check and routing; ${noShape}`,
})

export const feedback = endpoint({
  name: 'feedback',
  method: 'PUT',
  path: '/wps/feedback',
  auth: false,
  encrypted: false,
  request: feedbackRequestSchema,
  response: anyValue,
  purpose: `Send feedback (question type, content up to 140 characters, up to 3 images); ${noShape}`,
})

export const unreadCount = endpoint({
  name: 'unreadCount',
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  auth: true,
  encrypted: false,
  request: noInput,
  response: unreadCountSchema,
  purpose: 'Unread message count (skipped for trial users); value assumed to be the number',
})

export const helpCenter = endpoint({
  name: 'helpCenter',
  method: 'GET',
  path: '/wps/system/helpCenter',
  auth: false,
  encrypted: false,
  request: helpCenterRequestSchema,
  response: anyValue,
  purpose: `Help centre content; ${noShape}`,
})

// Points
export const pointBalance = endpoint({
  name: 'pointBalance',
  method: 'GET',
  path: '/wps/relay/MCS2_getPointBalance',
  auth: true,
  encrypted: false,
  request: noInput,
  response: anyValue,
  purpose: `Points balance; ${noShape}`,
})

export const pointRewards = endpoint({
  name: 'pointRewards',
  method: 'GET',
  path: '/wps/relay/MCS2_getPointReward',
  auth: true,
  encrypted: false,
  request: openInput,
  response: anyValue,
  purpose: `Rewards of the points shop; ${noShape}`,
})

export const redeemPointRecords = endpoint({
  name: 'redeemPointRecords',
  method: 'GET',
  path: '/wps/relay/MCS2_getRedeemPointList',
  auth: true,
  encrypted: false,
  request: openInput,
  response: anyValue,
  purpose: `Redeem records (applying, rejected, passed); ${noShape}`,
})

export const pointConfig = endpoint({
  name: 'pointConfig',
  method: 'GET',
  path: '/wps/relay/MCS2_getPointConfig',
  auth: true,
  encrypted: false,
  request: noInput,
  response: anyValue,
  purpose: `Points rules, ratio and stakes unit; ${noShape}`,
})

export const pointTransactions = endpoint({
  name: 'pointTransactions',
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemTransDet',
  auth: true,
  encrypted: false,
  request: openInput,
  response: anyValue,
  purpose: `Points detail (member transaction details); ${noShape}`,
})

export const redeemPointReward = endpoint({
  name: 'redeemPointReward',
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  auth: true,
  encrypted: true,
  request: redeemPointRewardRequestSchema,
  response: anyValue,
  purpose: `Redeem a points reward (fund password checked); ${noShape}`,
})

export const convertPoint = endpoint({
  name: 'convertPoint',
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_convertPoint',
  auth: true,
  encrypted: true,
  request: convertPointRequestSchema,
  response: anyValue,
  purpose: `Cash to points (fund password checked); passwordCheck prefix inferred from the redeem call; ${noShape}`,
  pathChosen: true,
})

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
  dividendContract,
  dailySalaryContract,
  hourlySalaryContract,
  realTimeSalaryContract,
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
} as const

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
