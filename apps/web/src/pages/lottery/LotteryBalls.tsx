import type { BallView } from '@portal/core'
import styles from './LotteryPage.module.css'

/** A draw's balls in the colour sets of the spec (49 balls, 0-27 sums, race places); plain digits stay grey. */
export function LotteryBalls({ balls }: { balls: readonly BallView[] }) {
  return (
    <span className={styles.balls}>
      {balls.map((ball, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: a ball is its place in the draw
          key={index}
          className={styles.ball}
          data-colour={ball.colour ?? 'plain'}
        >
          {ball.value}
        </span>
      ))}
    </span>
  )
}
