import { useLingui } from '@lingui/react/macro'
import { connectFooterVendors, type FooterVendorView, vendorsFlow } from '@portal/core'
import { useState } from 'react'
import { useTheme } from '../../theme/ThemeContext'
import { useCatalogue, useSharedList } from '../games/useCatalogue'
import { Icon } from '../Icon/Icon'
import styles from './FooterVendors.module.css'

/**
 * The footer's strip of vendor logos, each vendor once (spec §2 Footer). Monochrome logos on the dark theme,
 * the colour ones on the light theme. Nothing shows until the vendor lanes load.
 */
export function FooterVendors() {
  const { t } = useLingui()
  const catalogue = useCatalogue()
  const { theme } = useTheme()
  const { snapshot } = useSharedList(vendorsFlow)
  const view = connectFooterVendors(snapshot, catalogue.art, theme === 'light' ? 'color' : 'white')
  if (view.vendors.length === 0) return null
  return (
    <ul className={styles.strip} aria-label={t`Game providers`}>
      {view.vendors.map((vendor) => (
        <li key={vendor.vassalage} className={styles.item}>
          <VendorLogo vendor={vendor} />
        </li>
      ))}
    </ul>
  )
}

function VendorLogo({ vendor }: { vendor: FooterVendorView }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  // A missing logo keeps its place in the strip: the default picture with the vendor's name.
  if (failedSrc === vendor.logo)
    return (
      <span className={styles.fallback} role="img" aria-label={vendor.name} data-testid="default-vendor-logo">
        <Icon name="gamepad" size={18} />
        <span aria-hidden="true">{vendor.name}</span>
      </span>
    )
  return (
    <img
      className={styles.logo}
      src={vendor.logo}
      alt={vendor.name}
      title={vendor.name}
      width={120}
      height={60}
      loading="lazy"
      decoding="async"
      draggable={false}
      onError={() => setFailedSrc(vendor.logo)}
    />
  )
}
