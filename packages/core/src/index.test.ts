import { expect, test } from 'vitest'
import { corePackage } from './index'

test('names itself', () => {
  expect(corePackage).toBe('@portal/core')
})
