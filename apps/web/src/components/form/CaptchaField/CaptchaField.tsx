import { useLingui } from '@lingui/react/macro'
import { Icon } from '../../Icon/Icon'
import { TextField } from '../TextField/TextField'
import styles from './CaptchaField.module.css'

interface CaptchaFieldProps {
  /** The flow's captcha view: the image (data URL or bare base64) and whether it is loading or failed. */
  captcha: { image: string | null; loading: boolean; failed: boolean }
  value: string
  onValueChange(value: string): void
  onRefresh(): void
  error?: string | null
  /** Marked with an asterisk (registration, when the server's rules require it). */
  required?: boolean
}

/** The captcha answers the API gives are data URLs; a bare base64 string is taken as a PNG. */
function imageSource(image: string): string {
  return image.startsWith('data:') ? image : `data:image/png;base64,${image}`
}

/** The captcha input with its image; the refresh button asks the flow, which throttles it. */
export function CaptchaField({
  captcha,
  value,
  onValueChange,
  onRefresh,
  error,
  required,
}: CaptchaFieldProps) {
  const { t } = useLingui()
  return (
    <TextField
      label={t`Captcha`}
      name="captcha"
      value={value}
      onValueChange={onValueChange}
      error={error}
      required={required}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      aside={
        <div className={styles.picture} aria-busy={captcha.loading || undefined}>
          {captcha.image && !captcha.failed ? (
            <img className={styles.image} src={imageSource(captcha.image)} alt={t`Characters to type`} />
          ) : (
            <span className={styles.missing}>{captcha.failed ? t`Image failed to load` : '…'}</span>
          )}
          <button
            type="button"
            className={styles.refresh}
            onClick={onRefresh}
            aria-label={t`New captcha image`}
          >
            <Icon name="refresh" size={18} />
          </button>
        </div>
      }
    />
  )
}
