import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { brand } from '../brand'

/**
 * The page's `<meta name="description">`, in the active language: search results and shared links show it
 * (index.html carries one for the first response; this keeps it right per page and language).
 */
export function useDocumentDescription(title: MessageDescriptor): void {
  const { t, i18n } = useLingui()
  const page = i18n._(title)
  const site = brand.name
  const text = t`${page} at ${site}: casino, live, sports, lottery and more, with quick deposits and withdrawals.`
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!meta) {
      meta = document.createElement('meta')
      meta.name = 'description'
      document.head.append(meta)
    }
    meta.content = text
  }, [text])
}
