import { Trans, useLingui } from '@lingui/react/macro'
import type { TeamChartBar } from '@portal/core'
import { useFormatters } from '../../../i18n/useFormatters'
import styles from './TeamOverview.module.css'

const width = 560
const height = 120
const gap = 2

/**
 * Valid bets per day as bars, drawn in SVG (no chart library: a few rectangles). Heights come from the core as
 * shares of the highest day; each bar names its day and amount for pointers and screen readers alike.
 */
export function BetsChart({ bars }: { bars: readonly TeamChartBar[] }) {
  const { t } = useLingui()
  const format = useFormatters()
  if (bars.length === 0) return null
  const first = bars[0]
  const last = bars.at(-1)
  const step = width / bars.length
  const highest = bars.reduce((top, bar) => (bar.height === 1 ? bar : top), bars[0])
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartCaption}>
        <Trans>Valid bets per day</Trans>
        {highest && highest.height > 0 && (
          <span className={styles.note}>
            <Trans>
              Highest: {format.amount(highest.bets)} on {format.day(highest.date)}
            </Trans>
          </span>
        )}
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        className={styles.bars}
        role="img"
        aria-label={t`Valid bets per day`}
      >
        {bars.map((bar, index) => {
          const barHeight = Math.max(bar.height * (height - 4), bar.bets.minor > 0n ? 2 : 1)
          return (
            <rect
              key={bar.date}
              x={index * step + gap / 2}
              y={height - barHeight}
              width={Math.max(step - gap, 1)}
              height={barHeight}
              rx={2}
              className={styles.bar}
              data-empty={bar.bets.minor === 0n}
            >
              <title>{`${format.day(bar.date)}: ${format.amount(bar.bets)}`}</title>
            </rect>
          )
        })}
      </svg>
      <div className={styles.axis} aria-hidden="true">
        <span>{first && format.day(first.date)}</span>
        <span>{last && format.day(last.date)}</span>
      </div>
    </figure>
  )
}
