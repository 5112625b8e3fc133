import { Trans, useLingui } from '@lingui/react/macro'
import type { FeedbackImage, UploadIssue } from '@portal/core'
import { type ReactNode, useId, useRef } from 'react'
import { Icon } from '../Icon/Icon'
import styles from './ImagePicker.module.css'
import { readImages as readFiles } from './readImages'

interface ImagePickerProps {
  /** What the images are for, with the limits (png or jpg, under 5 MB, up to 3). */
  label: ReactNode
  /** The images the flow kept, previewed in order. */
  images: readonly { name: string; dataUrl: string }[]
  /** The flow's word on whether one more fits; the add button is gone when not. */
  canAdd: boolean
  /** Picks the flow refused, with why (codes, translated here). */
  refused: readonly { name: string; issue: UploadIssue }[]
  /** Picked files, read as data URLs: the flow vets them. */
  onAdd(images: FeedbackImage[]): void
  onRemove(index: number): void
  /** Reads picked files; stories give their own. */
  readImages?: (files: readonly File[]) => Promise<FeedbackImage[]>
}

/**
 * Up to three images with previews, each removable, an add button over a hidden file input, and why a pick was
 * refused. The flow owning the images decides what is kept: this only reads files and shows the outcome.
 */
export function ImagePicker({
  label,
  images,
  canAdd,
  refused,
  onAdd,
  onRemove,
  readImages = readFiles,
}: ImagePickerProps) {
  const { t } = useLingui()
  const uploadIssue = useUploadIssue()
  const id = useId()
  const picker = useRef<HTMLInputElement>(null)
  return (
    <div className={styles.field}>
      <span className={styles.label} id={`${id}-images`}>
        {label}
      </span>
      <ul className={styles.images} aria-labelledby={`${id}-images`}>
        {images.map((image, index) => (
          <li
            key={`${image.name}:${image.dataUrl.length}:${image.dataUrl.slice(-24)}`}
            className={styles.thumb}
          >
            <img src={image.dataUrl} alt={image.name} />
            <button
              type="button"
              className={styles.remove}
              aria-label={t`Remove ${image.name}`}
              onClick={() => onRemove(index)}
            >
              <Icon name="close" size={14} />
            </button>
          </li>
        ))}
        {canAdd && (
          <li>
            <button type="button" className={styles.add} onClick={() => picker.current?.click()}>
              <Icon name="plus" size={20} />
              <span>
                <Trans>Add image</Trans>
              </span>
            </button>
          </li>
        )}
      </ul>
      <input
        ref={picker}
        type="file"
        className={styles.picker}
        accept="image/png,image/jpeg"
        multiple
        aria-label={t`Choose images`}
        tabIndex={-1}
        onChange={async (event) => {
          const files = Array.from(event.target.files ?? [])
          event.target.value = ''
          if (files.length > 0) onAdd(await readImages(files))
        }}
      />
      {refused.length > 0 && (
        <ul className={styles.refused} role="alert">
          {refused.map(({ name, issue }) => (
            <li key={`${name}-${issue.code}`}>{uploadIssue(name, issue)}</li>
          ))}
        </ul>
      )}
    </div>
  )
}

function useUploadIssue() {
  const { t } = useLingui()
  return (name: string, issue: UploadIssue): string => {
    const max = issue.max
    switch (issue.code) {
      case 'upload.type':
        return t`${name}: only png or jpg images can be uploaded.`
      case 'upload.size':
        return t`${name}: each image must be under ${max} MB.`
      case 'upload.count':
        return t`${name}: at most ${max} images can be uploaded.`
    }
  }
}
