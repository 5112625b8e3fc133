import { endpoint, noShape } from '../endpoint'
import { anyValue } from '../schemas/common'
import {
  announcementsRequestSchema,
  announcementsSchema,
  feedbackRequestSchema,
  winnerBoardRequestSchema,
  winnerBoardSchema,
} from '../schemas/content'
import { helpCenterRequestSchema } from '../schemas/system'

// Content: announcements, winners, feedback, help centre.

export const announcements = endpoint({
  name: 'announcements',
  method: 'GET',
  idempotent: true,
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
  idempotent: true,
  path: '/wps/relay/ODSFE2_getWinnerBoard',
  auth: false,
  encrypted: false,
  request: winnerBoardRequestSchema,
  response: winnerBoardSchema,
  purpose: 'Winners board (cached per session): value.list of { vo: { winAmount } }',
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

export const helpCenter = endpoint({
  name: 'helpCenter',
  method: 'GET',
  idempotent: true,
  path: '/wps/system/helpCenter',
  auth: false,
  encrypted: false,
  request: helpCenterRequestSchema,
  response: anyValue,
  purpose: `Help centre content; ${noShape}`,
})
