import { describe, expect, test } from 'vitest'
import { addImages, feedbackSchema, imageIssue, type UploadCandidate } from './feedback'
import { validateForm } from './form'

const MB = 1024 * 1024
const file = (name: string, type: string, size = 100_000): UploadCandidate => ({ name, type, size })

describe('feedback text (spec §5)', () => {
  const errorsOf = (form: Record<string, unknown>) => {
    const result = validateForm(feedbackSchema, form)
    return result.success ? {} : result.errors
  }

  test.each([
    ['a short note', {}],
    ['x'.repeat(140), {}],
    [` ${'x'.repeat(140)} `, {}],
    ['x'.repeat(141), { content: { code: 'tooLong', max: 140 } }],
    ['', { content: { code: 'required' } }],
    ['   \n ', { content: { code: 'required' } }],
    [null, { content: { code: 'required' } }],
  ])('content %j → %j', (content, errors) => {
    expect(errorsOf({ questionType: 'game', content })).toEqual(errors)
  })

  test.each([
    ['suggestion', {}],
    ['other', {}],
    ['', { questionType: { code: 'required' } }],
    ['lottery', { questionType: { code: 'required' } }],
  ])('question type %j → %j', (questionType, errors) => {
    expect(errorsOf({ questionType, content: 'fine' })).toEqual(errors)
  })

  test('the values come out trimmed', () => {
    expect(validateForm(feedbackSchema, { questionType: ' game ', content: '  hello  ' })).toEqual({
      success: true,
      values: { questionType: 'game', content: 'hello' },
    })
  })
})

describe('images (spec §5: png or jpg, under 5 MB, at most 3)', () => {
  test.each([
    [file('a.png', 'image/png'), null],
    [file('a.jpg', 'image/jpeg'), null],
    [file('a.JPEG', 'IMAGE/JPEG'), null],
    [file('a.png', ''), null],
    [file('a.jpeg', ''), null],
    [file('a.gif', 'image/gif'), { code: 'upload.type' }],
    [file('a.webp', 'image/webp'), { code: 'upload.type' }],
    [file('a.png.exe', ''), { code: 'upload.type' }],
    [file('a.svg', 'image/svg+xml'), { code: 'upload.type' }],
    [file('a.png', 'image/png', 5 * MB - 1), null],
    [file('a.png', 'image/png', 5 * MB), { code: 'upload.size', max: 5 }],
    [file('a.gif', 'image/gif', 9 * MB), { code: 'upload.type' }],
  ])('%j → %j', (candidate, issue) => expect(imageIssue(candidate)).toEqual(issue))

  test('a fourth image is refused; the first three are kept', () => {
    const [a, b, c, d] = ['a.png', 'b.png', 'c.png', 'd.png'].map((name) => file(name, 'image/png')) as [
      UploadCandidate,
      UploadCandidate,
      UploadCandidate,
      UploadCandidate,
    ]
    const added = addImages([a, b], [c, d])
    expect(added.images.map((f) => f.name)).toEqual(['a.png', 'b.png', 'c.png'])
    expect(added.rejected).toEqual([{ file: d, issue: { code: 'upload.count', max: 3 } }])
  })

  test('an invalid pick does not take a place; each refusal says why', () => {
    const big = file('big.jpg', 'image/jpeg', 6 * MB)
    const gif = file('x.gif', 'image/gif')
    const ok = file('ok.png', 'image/png')
    const added = addImages([], [big, gif, ok])
    expect(added.images).toEqual([ok])
    expect(added.rejected.map((r) => r.issue.code)).toEqual(['upload.size', 'upload.type'])
  })
})
