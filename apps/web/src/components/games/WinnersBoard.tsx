import { Trans } from '@lingui/react/macro'
import type { Money } from '@portal/core'
import { useId } from 'react'
import { Link } from 'wouter'
import { useFormatters } from '../../i18n/useFormatters'
import { Icon } from '../Icon/Icon'
import { GameImage } from './GameImage'
import styles from './WinnersBoard.module.css'

export interface Winner {
  key: string
  /** The winner's account as the server masks it. */
  account: string
  game: string
  imageUrl?: string | null | undefined
  amount: Money
}

/** Above this many rows the list scrolls by itself (doubled for a seamless loop); fewer stand still. */
const scrollFrom = 6

/**
 * The winners board (spec §9: up to 20 winners, amounts with 2 decimals). On home it is a section that scrolls by
 * itself; on its own page (`standalone`) the page's heading names it and the list stands still.
 */
export function WinnersBoard({
  winners,
  standalone = false,
}: {
  winners: readonly Winner[]
  standalone?: boolean
}) {
  const id = useId()
  const { amount } = useFormatters()
  if (winners.length === 0) return null
  const moving = !standalone && winners.length >= scrollFrom
  const rows = (copy: boolean) =>
    winners.map((winner, index) => (
      <li
        key={`${copy ? 'copy' : 'row'}${winner.key}`}
        className={styles.row}
        aria-hidden={copy || undefined}
      >
        <span className={styles.rank}>{index + 1}</span>
        <GameImage src={winner.imageUrl} width={44} height={44} className={styles.thumb} />
        <span className={styles.who}>
          <span className={styles.account}>{winner.account}</span>
          <span className={styles.game}>{winner.game}</span>
        </span>
        <span className={styles.amount}>{amount(winner.amount)}</span>
      </li>
    ))
  return (
    // The scrolling window below is the named region: the section named by the same heading made two landmarks
    // of one name (axe landmark-unique).
    <section className={styles.section}>
      {!standalone && (
        <div className={styles.head}>
          <h2 id={id} className={styles.heading}>
            <Icon name="trophy" size={26} className={styles.trophy} />
            <Trans>Winners board</Trans>
          </h2>
          <Link to="/winners" className={styles.all}>
            <Trans>View all</Trans>
          </Link>
        </div>
      )}
      {/* Focusable: with reduced motion the list scrolls, and a keyboard must reach it; with motion, focus pauses it. */}
      <div
        className={standalone ? undefined : styles.window}
        {...(standalone ? {} : { tabIndex: 0, role: 'region', 'aria-labelledby': id })}
      >
        <ul className={moving ? `${styles.list} ${styles.moving}` : styles.list}>
          {rows(false)}
          {moving && rows(true)}
        </ul>
      </div>
    </section>
  )
}
