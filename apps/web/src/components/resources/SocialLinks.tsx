import { useLingui } from '@lingui/react/macro'
import { SocialIcon } from './SocialIcon'
import styles from './SocialLinks.module.css'
import { useResourceLinks } from './useResourceLinks'

/** The footer's social links: each of the six networks whose resource the status call lists (spec §2). */
export function SocialLinks() {
  const { t } = useLingui()
  const { social } = useResourceLinks()
  if (social.length === 0) return null
  return (
    <ul className={styles.links} aria-label={t`Follow us`}>
      {social.map((link) => (
        <li key={link.resourceType}>
          <a
            className={styles.link}
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={link.labelNameEn ?? link.resourceType}
            title={link.labelNameEn ?? link.resourceType}
          >
            <SocialIcon type={link.resourceType} />
          </a>
        </li>
      ))}
    </ul>
  )
}
