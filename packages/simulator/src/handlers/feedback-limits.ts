import { feedbackLimits } from '@portal/core'
import { type Refusal, refuse } from '../envelope'

const imageBytesMax = feedbackLimits.imageMegabytesMax * 1024 * 1024
const dataUrl = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/]*={0,2})$/i

/** Bytes a base64 text decodes to. */
const decodedBytes = (base64: string) =>
  Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0)

/**
 * Spec §5 and §9 enforced by the server too, before the contract's schema would answer a bare 400: content
 * required and at most 140 characters, at most 3 images, each a png or jpg data URL under 5 MB. Refusals name
 * the field; upload codes match the core's upload issues (`upload.type` → `upload_type`, …).
 */
export function feedbackRefusal(raw: unknown): Refusal | null {
  const body = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {}
  const { content, images } = body
  if (typeof content !== 'string' || content.trim() === '')
    return refuse('field_required', 'Content must not be empty', { field: 'content' })
  if (content.length > feedbackLimits.contentMax)
    return refuse('content_too_long', `Content must be at most ${feedbackLimits.contentMax} characters`, {
      field: 'content',
      max: feedbackLimits.contentMax,
    })
  if (images === undefined) return null
  return imagesRefusal(images)
}

/** At most 3 images, each a png or jpg data URL under 5 MB (feedback, an application, a deposit receipt). */
export function imagesRefusal(images: unknown): Refusal | null {
  if (!Array.isArray(images))
    return refuse('field_invalid', 'images must be a list of data URLs', { field: 'images' })
  if (images.length > feedbackLimits.imagesMax)
    return refuse('upload_count', `At most ${feedbackLimits.imagesMax} images`, {
      field: 'images',
      max: feedbackLimits.imagesMax,
    })
  for (const [index, image] of images.entries()) {
    const refused = imageRefusal(image, 'images', { index })
    if (refused) return refused
  }
  return null
}

/** One image: a png or jpg data URL under 5 MB; the refusal names `field` (and what `where` adds). */
export function imageRefusal(
  image: unknown,
  field: string,
  where: Record<string, number> = {},
): Refusal | null {
  const match = typeof image === 'string' ? dataUrl.exec(image) : null
  if (!match) return refuse('upload_type', 'Images must be png or jpg', { field, ...where })
  if (decodedBytes(match[2] ?? '') >= imageBytesMax)
    return refuse('upload_size', `Images must be under ${feedbackLimits.imageMegabytesMax} MB`, {
      field,
      ...where,
      max: feedbackLimits.imageMegabytesMax,
    })
  return null
}
