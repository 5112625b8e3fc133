import { type KeyboardEvent, type ReactNode, useRef } from 'react'
import styles from './SegmentedTabs.module.css'

export interface SegmentedOption<Value extends string> {
  value: Value
  label: ReactNode
}

interface SegmentedTabsProps<Value extends string> {
  /** The accessible name of the tab list. */
  label: string
  options: readonly SegmentedOption<Value>[]
  value: Value
  onChange(value: Value): void
  /** The panel these tabs switch; give it `tabPanelProps(panelId, value, true)`. */
  panelId: string
}

/** The id of one tab, for the panel's `aria-labelledby`. */
export function tabId(panelId: string, value: string): string {
  return `${panelId}-tab-${value}`
}

/** The props of the panel the tabs switch: a tab panel labelled by the chosen tab while the tabs are shown. */
export function tabPanelProps(panelId: string, value: string, tabsShown: boolean) {
  return tabsShown
    ? { id: panelId, role: 'tabpanel', 'aria-labelledby': tabId(panelId, value) }
    : { id: panelId }
}

/**
 * Tabs drawn as a segmented control. Arrow keys move between tabs and select (WAI-ARIA automatic activation);
 * only the selected tab is in the Tab order.
 */
export function SegmentedTabs<Value extends string>({
  label,
  options,
  value,
  onChange,
  panelId,
}: SegmentedTabsProps<Value>) {
  const list = useRef<HTMLDivElement>(null)

  function onKeyDown(event: KeyboardEvent) {
    const index = options.findIndex((option) => option.value === value)
    // In a right-to-left page the next tab is on the left.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const steps: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      Home: -index,
      End: options.length - 1 - index,
    }
    const step = steps[event.key]
    if (step === undefined) return
    event.preventDefault()
    const next = options[(index + step + options.length) % options.length]
    if (!next) return
    onChange(next.value)
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(panelId, next.value))}`)?.focus()
  }

  return (
    <div ref={list} role="tablist" aria-label={label} className={styles.tabs} onKeyDown={onKeyDown}>
      {options.map((option) => {
        const selected = option.value === value
        return (
          <button
            key={option.value}
            id={tabId(panelId, option.value)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        )
      })}
    </div>
  )
}
