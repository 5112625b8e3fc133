import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Link } from 'wouter'
import styles from './Button.module.css'

type ButtonVariant = 'primary' | 'secondary' | 'ghost'
type ButtonSize = 'small' | 'medium' | 'large'

interface Look {
  variant?: ButtonVariant
  size?: ButtonSize
}

/** One look for buttons and links that act like buttons. */
function buttonClass({ variant = 'primary', size = 'medium' }: Look, extra?: string): string {
  return [styles.button, styles[variant], size === 'medium' ? undefined : styles[size], extra]
    .filter(Boolean)
    .join(' ')
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & Look) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...rest} />
}

/** An in-app link styled as a button. */
export function ButtonLink({ to, variant, size, children }: Look & { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClass({ variant, size })}>
      {children}
    </Link>
  )
}
