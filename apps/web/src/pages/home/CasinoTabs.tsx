import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { type KeyboardEvent, useId, useRef, useState } from 'react'
import { copyOf } from '../../components/games/categoryCopy'
import { GameImage } from '../../components/games/GameImage'
import type { VendorTile } from '../../components/games/VendorCarousel'
import { Icon } from '../../components/Icon/Icon'
import styles from './CasinoTabs.module.css'

export interface CasinoTab<V extends VendorTile = VendorTile> {
  /** The category: SPORTS, LIVE, RNG, FISH, ESPORTS or PVP. */
  type: string
  vendors: readonly V[]
}

/**
 * The casino section (spec §2 Home): one tab per game type the core lists, in its order. Pointing at a tab or
 * focusing it shows its panel; each panel offers its vendors, and choosing one starts it.
 */
export function CasinoTabs<V extends VendorTile>({
  tabs,
  onStart,
}: {
  tabs: readonly CasinoTab<V>[]
  onStart(type: string, vendor: V): void
}) {
  const { _ } = useLingui()
  const id = useId()
  const [chosen, setChosen] = useState(0)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  if (tabs.length === 0) return null
  const active = Math.min(chosen, tabs.length - 1)
  const tab = tabs[active] as CasinoTab<V>
  const text = copyOf(tab.type)

  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key]
    if (step === undefined) return
    event.preventDefault()
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const horizontal = event.key === 'ArrowLeft' || event.key === 'ArrowRight'
    const next = (active + (rtl && horizontal ? -step : step) + tabs.length) % tabs.length
    buttons.current[next]?.focus()
  }

  return (
    // `/#games` leads here: the home page's game areas.
    <section id="games" className={styles.section} aria-labelledby={`${id}title`}>
      <h2 id={`${id}title`} className={styles.heading}>
        <Trans>Casino</Trans>
      </h2>
      <div className={styles.layout}>
        <div className={styles.tabs} role="tablist" aria-orientation="vertical" onKeyDown={onKeyDown}>
          {tabs.map((item, index) => {
            const itemCopy = copyOf(item.type)
            return (
              <button
                key={item.type}
                ref={(element) => {
                  buttons.current[index] = element
                }}
                id={`${id}tab${index}`}
                type="button"
                role="tab"
                className={styles.tab}
                aria-selected={index === active}
                aria-controls={`${id}panel`}
                tabIndex={index === active ? 0 : -1}
                onPointerEnter={() => setChosen(index)}
                onFocus={() => setChosen(index)}
                onClick={() => setChosen(index)}
              >
                <Icon name={itemCopy?.icon ?? 'gamepad'} size={20} />
                {itemCopy ? _(itemCopy.label) : item.type}
              </button>
            )
          })}
        </div>
        <div
          id={`${id}panel`}
          role="tabpanel"
          className={styles.panel}
          aria-labelledby={`${id}tab${active}`}
          data-type={tab.type}
        >
          <div className={styles.copy}>
            <h3 className={styles.title}>{text ? _(text.label) : tab.type}</h3>
            {text && <p className={styles.text}>{_(text.blurb)}</p>}
          </div>
          <ul className={styles.vendors}>
            {tab.vendors.map((vendor) => (
              <li key={vendor.key}>
                <button type="button" className={styles.vendor} onClick={() => onStart(tab.type, vendor)}>
                  <GameImage
                    src={vendor.imageUrl}
                    width={220}
                    height={80}
                    className={styles.logo}
                    fallbackIcon="cards"
                  />
                  <span className={styles.vendorName}>{vendor.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
