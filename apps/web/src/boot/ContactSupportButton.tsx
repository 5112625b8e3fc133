import { Trans } from '@lingui/react/macro'
import { Button } from '../components/Button/Button'
import { Icon } from '../components/Icon/Icon'

/** The closed portal's way out (maintenance, region block, invalid address); nothing when the brand has none. */
export function ContactSupportButton({ onContact }: { onContact: (() => void) | undefined }) {
  if (!onContact) return null
  return (
    <Button size="large" onClick={onContact}>
      <Icon name="headset" size={18} />
      <Trans>Customer service</Trans>
    </Button>
  )
}
