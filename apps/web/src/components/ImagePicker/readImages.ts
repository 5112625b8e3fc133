import type { FeedbackImage } from '@portal/core'

/** Picked files → what the feedback flow vets and sends: name, type, size and the bytes as a data URL. */
export function readImages(files: readonly File[]): Promise<FeedbackImage[]> {
  return Promise.all(
    files.map(
      (file) =>
        new Promise<FeedbackImage>((resolve, reject) => {
          const reader = new FileReader()
          reader.onload = () =>
            resolve({ name: file.name, type: file.type, size: file.size, dataUrl: String(reader.result) })
          reader.onerror = () => reject(reader.error)
          reader.readAsDataURL(file)
        }),
    ),
  )
}
