import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useEffect } from 'react'
import { brand } from '../brand'

/** The tab title names the page in the active language, for tabs, history and screen readers. */
export function useDocumentTitle(title: MessageDescriptor): void {
  const { _ } = useLingui()
  const text = _(title)
  useEffect(() => {
    document.title = `${text} · ${brand.name}`
  }, [text])
}
