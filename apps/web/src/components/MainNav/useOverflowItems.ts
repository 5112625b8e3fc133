import { type RefObject, useLayoutEffect, useState } from 'react'

/** An entry that did not fit: its label, and the link or button it stands for. */
export interface OverflowItem {
  label: string
  href: string | null
  /** The entry itself, hidden in the bar: a button entry (a game launch) is pressed through it. */
  element: HTMLElement
}

/**
 * Which entries of a one-line list do not fit its width: those are hidden (`data-overflow`) and returned, for a
 * "More" menu to offer. Measured again when the list resizes or its entries change (categories load late).
 */
export function useOverflowItems(list: RefObject<HTMLUListElement | null>): OverflowItem[] {
  const [items, setItems] = useState<OverflowItem[]>([])
  useLayoutEffect(() => {
    const element = list.current
    if (!element) return
    const measure = () => {
      const entries = [...element.children] as HTMLElement[]
      for (const entry of entries) entry.removeAttribute('data-overflow')
      const box = element.getBoundingClientRect()
      const rtl = getComputedStyle(element).direction === 'rtl'
      const hidden = entries.filter((entry) => {
        const rect = entry.getBoundingClientRect()
        return rtl ? rect.left < box.left - 1 : rect.right > box.right + 1
      })
      for (const entry of hidden) entry.setAttribute('data-overflow', '')
      setItems((previous) => {
        const next = hidden.map((entry) => {
          const control = entry.querySelector<HTMLElement>('a, button')
          return {
            label: control?.textContent?.trim() ?? '',
            href: control?.getAttribute('href') ?? null,
            element: control ?? entry,
          }
        })
        const same =
          previous.length === next.length &&
          previous.every(
            (item, index) => item.element === next[index]?.element && item.label === next[index]?.label,
          )
        return same ? previous : next
      })
    }
    // No measure here: the observer's first report comes after the frame's own layout and before its paint, so
    // measuring now would force a layout of the whole first page inside React's commit, to be done again.
    const resize = new ResizeObserver(measure)
    resize.observe(element)
    const changes = new MutationObserver(measure)
    changes.observe(element, { childList: true, subtree: true, characterData: true })
    return () => {
      resize.disconnect()
      changes.disconnect()
    }
  }, [list])
  return items
}
