import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { runs } from '../dev/runs'
import { addImages, feedbackLimits, feedbackSchema, imageIssue, type UploadCandidate } from './feedback'
import { validateForm } from './form'

const candidate: fc.Arbitrary<UploadCandidate> = fc.record({
  name: fc
    .tuple(fc.string({ maxLength: 8 }), fc.constantFrom('.png', '.jpg', '.jpeg', '.gif', '.PNG', ''))
    .map(([stem, extension]) => stem + extension),
  type: fc.constantFrom('image/png', 'image/jpeg', 'image/gif', 'application/pdf', ''),
  size: fc.oneof(fc.nat(10 * 1024 * 1024), fc.constantFrom(5 * 1024 * 1024 - 1, 5 * 1024 * 1024)),
})

describe('feedback properties', () => {
  test('text passes exactly when, trimmed, it is not blank and at most 140 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (content) => {
        const result = validateForm(feedbackSchema, { questionType: 'other', content })
        const trimmed = content.trim()
        expect(result.success).toBe(trimmed !== '' && trimmed.length <= feedbackLimits.contentMax)
      }),
      { numRuns: runs.rules },
    )
  })

  test('adding images never keeps more than 3, never keeps an invalid one, and loses no pick', () => {
    fc.assert(
      fc.property(
        fc.array(candidate, { maxLength: 3 }),
        fc.array(candidate, { maxLength: 6 }),
        (before, picked) => {
          const current = addImages([], before).images
          const { images, rejected } = addImages(current, picked)
          expect(images.length).toBeLessThanOrEqual(feedbackLimits.imagesMax)
          expect(images.every((file) => imageIssue(file) === null)).toBe(true)
          expect(images.slice(0, current.length)).toEqual(current)
          expect(images.length - current.length + rejected.length).toBe(picked.length)
        },
      ),
      { numRuns: runs.rules },
    )
  })

  test('a kept image is png or jpg and under 5 MB', () => {
    fc.assert(
      fc.property(candidate, (file) => {
        if (imageIssue(file) !== null) return
        expect(file.size).toBeLessThan(5 * 1024 * 1024)
        expect(/png|jpe?g/i.test(file.type || file.name)).toBe(true)
      }),
      { numRuns: runs.rules },
    )
  })
})
