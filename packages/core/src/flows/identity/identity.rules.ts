import type { IdentityStatus } from '../../api/schemas/identity'
import { imageIssue, type UploadIssue } from '../../validation/feedback'
import type { FeedbackImage } from '../feedback/feedback.types'

/** The sides may be sent while nothing was, or after a rejection; not while under review nor once approved. */
export const canUpload = (status: IdentityStatus | undefined): boolean =>
  status === 'none' || status === 'rejected'

/**
 * A side takes one image, vetted by the rules of every upload (png or jpeg, under 5 MB): the first valid pick
 * fills an empty side, the rest are refused with why.
 */
export function pickSide(
  current: FeedbackImage | null,
  picked: readonly FeedbackImage[],
): { image: FeedbackImage | null; refused: { name: string; issue: UploadIssue }[] } {
  let image = current
  const refused: { name: string; issue: UploadIssue }[] = []
  for (const file of picked) {
    const issue = imageIssue(file) ?? (image ? { code: 'upload.count' as const, max: 1 } : null)
    if (issue) refused.push({ name: file.name, issue })
    else image = file
  }
  return { image, refused }
}
