import { describe, expect, it } from 'vitest'
import { hashAnchor } from './urlHash'

describe('hashAnchor', () => {
  it.each([
    ['#faq', 'faq'],
    ['faq', 'faq'],
    ['#%E5%B8%B8%E8%A6%8B', '常見'],
    ['', ''],
    ['#', ''],
  ])('reads %s as %s', (hash, anchor) => {
    expect(hashAnchor(hash)).toBe(anchor)
  })

  it.each(['#%E0%A4%A', '#%', '#%zz', '#100%'])('ignores the malformed %s', (hash) => {
    expect(hashAnchor(hash)).toBe('')
  })
})
