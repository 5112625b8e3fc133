import { type RefObject, useLayoutEffect, useState } from 'react'

/** An entry that did not fit: its label, and the link or button it stands for. */
export interface OverflowItem {
  label: string
  href: string | null
  /** The entry itself, hidden in the bar: a button entry (a game launch) is pressed through it. */
  element: HTMLElement
}

/**
 * Which entries of a one-line list do not fit the room around it (its parent): those are hidden
 * (`data-overflow`) and returned, for a "More" menu to offer, whose own width (`more`, measurable even with
 * nothing to offer) is kept free once anything overflows. Measured again when the room resizes or the entries
 * change (categories load late, a language changes their words). The list's own size is not watched: it follows
 * what is hidden, and watching it would measure again within the frame.
 */
export function useOverflowItems(
  list: RefObject<HTMLUListElement | null>,
  more: RefObject<HTMLElement | null>,
): OverflowItem[] {
  const [items, setItems] = useState<OverflowItem[]>([])
  useLayoutEffect(() => {
    const element = list.current
    const room = element?.parentElement
    if (!element || !room) return
    const measure = () => {
      const entries = [...element.children] as HTMLElement[]
      for (const entry of entries) entry.removeAttribute('data-overflow')
      const box = room.getBoundingClientRect()
      const rtl = getComputedStyle(element).direction === 'rtl'
      // How far each entry reaches from the start of the room, every entry shown.
      const reaches = entries.map((entry) => {
        const rect = entry.getBoundingClientRect()
        return rtl ? box.right - rect.left : rect.right - box.left
      })
      const beyond = (limit: number) => entries.filter((_, index) => (reaches[index] ?? 0) > limit + 1)
      let hidden = beyond(box.width)
      if (hidden.length > 0) hidden = beyond(box.width - (more.current?.getBoundingClientRect().width ?? 0))
      for (const entry of hidden) entry.setAttribute('data-overflow', '')
      element.dataset.measured = ''
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
    resize.observe(room)
    const changes = new MutationObserver(measure)
    changes.observe(element, { childList: true, subtree: true, characterData: true })
    return () => {
      resize.disconnect()
      changes.disconnect()
    }
  }, [list, more])
  return items
}
