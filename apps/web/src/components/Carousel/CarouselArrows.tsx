import { useLingui } from '@lingui/react/macro'
import { Icon } from '../Icon/Icon'
import styles from './Carousel.module.css'

interface CarouselArrowsProps {
  onPrev(): void
  onNext(): void
  canPrev: boolean
  canNext: boolean
  /** `overlay` sits on the slides' edges (banners); `inline` beside a section title. */
  placement?: 'overlay' | 'inline'
}

/** Previous and next buttons; the chevrons mirror in right-to-left languages through CSS. */
export function CarouselArrows({
  onPrev,
  onNext,
  canPrev,
  canNext,
  placement = 'inline',
}: CarouselArrowsProps) {
  const { t } = useLingui()
  return (
    <div className={`${styles.arrows} ${styles[placement]}`}>
      <button
        type="button"
        className={styles.arrow}
        onClick={onPrev}
        disabled={!canPrev}
        aria-label={t`Previous`}
      >
        <Icon name="chevron" size={18} className={styles.back} />
      </button>
      <button
        type="button"
        className={styles.arrow}
        onClick={onNext}
        disabled={!canNext}
        aria-label={t`Next`}
      >
        <Icon name="chevron" size={18} className={styles.forward} />
      </button>
    </div>
  )
}
