import { expect, test } from 'vitest'
import { type MemberRoles, memberRoles } from './member'

test.each<[number, MemberRoles]>([
  [1, { isAgent: true, isTrial: false }],
  [2, { isAgent: true, isTrial: false }],
  [41, { isAgent: true, isTrial: false }],
  [42, { isAgent: true, isTrial: false }],
  [4, { isAgent: false, isTrial: true }],
  [0, { isAgent: false, isTrial: false }],
  [3, { isAgent: false, isTrial: false }],
  [40, { isAgent: false, isTrial: false }],
  [Number.NaN, { isAgent: false, isTrial: false }],
])('default lists: type %d', (type, roles) => {
  expect(memberRoles(type)).toEqual(roles)
})

test.each<[number, MemberRoles]>([
  [7, { isAgent: true, isTrial: false }],
  [1, { isAgent: false, isTrial: false }],
  [9, { isAgent: true, isTrial: true }],
])('configured lists: type %d', (type, roles) => {
  expect(memberRoles(type, { agentTypes: [7, 9], trialTypes: [9] })).toEqual(roles)
})
