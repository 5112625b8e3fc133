import { useLingui } from '@lingui/react/macro'
import styles from './Carousel.module.css'

/** One button per snap; the current one is marked for assistive technology, not only by colour. */
export function CarouselDots({
  count,
  selected,
  onSelect,
  className,
}: {
  count: number
  selected: number
  onSelect(index: number): void
  className?: string
}) {
  const { t } = useLingui()
  return (
    <div className={[styles.dots, className].filter(Boolean).join(' ')}>
      {Array.from({ length: count }, (_, index) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: a dot is its position
          key={index}
          type="button"
          className={styles.dot}
          aria-label={t`Slide ${index + 1} of ${count}`}
          aria-current={index === selected}
          onClick={() => onSelect(index)}
        />
      ))}
    </div>
  )
}
