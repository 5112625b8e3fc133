import type { ReactNode } from 'react'
import { brand } from '../../brand'
import { QrCode } from '../../components/QrCode/QrCode'
import styles from './AppCode.module.css'
import { shortUrl } from './shortUrl'

interface AppCodeProps {
  title: ReactNode
  label: string
  url: string
  icon: ReactNode
  /** Opens the address as a web app instead of a download. */
  webApp?: boolean
}

/** One download code (spec §9: 130 pixels, no margin, the favicon in the middle) and its short link. */
export function AppCode({ title, label, url, icon, webApp = false }: AppCodeProps) {
  return (
    <figure className={styles.card}>
      <figcaption className={styles.title}>
        {icon}
        {title}
      </figcaption>
      <div className={styles.frame}>
        <QrCode value={url} size={130} margin={0} logo={brand.favicon.url} label={label} />
      </div>
      <a
        className={styles.link}
        href={url}
        dir="ltr"
        title={url}
        target="_blank"
        rel="noopener noreferrer"
        {...(webApp ? { 'data-web-app': '' } : {})}
      >
        {shortUrl(url)}
      </a>
    </figure>
  )
}
