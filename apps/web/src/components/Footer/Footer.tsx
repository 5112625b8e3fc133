import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { brand } from '../../brand'
import { Icon, type IconName } from '../Icon/Icon'
import { Logo } from '../Logo/Logo'
import { contentPopupHref } from '../popups/contentPopup'
import styles from './Footer.module.css'

/** The product shows a fixed range (spec §9), not the current year. */
const copyrightYears = '2018-2024'

const helpLinks: readonly { anchor: string; label: MessageDescriptor }[] = [
  { anchor: 'about', label: msg`About us` },
  { anchor: 'deposit', label: msg`Deposit help` },
  { anchor: 'withdraw', label: msg`Withdrawal help` },
  { anchor: 'terms', label: msg`Terms and conditions` },
  { anchor: 'privacy', label: msg`Privacy policy` },
  { anchor: 'responsible', label: msg`Responsible gaming` },
]

const licences: readonly { icon: IconName; title: MessageDescriptor; text: MessageDescriptor }[] = [
  { icon: 'shield', title: msg`Licensed operator`, text: msg`Operated under a recognised gaming licence.` },
  {
    icon: 'lock',
    title: msg`Secure and private`,
    text: msg`Your data and funds are protected by encryption.`,
  },
  { icon: 'trophy', title: msg`Fair play`, text: msg`Game results are independently audited.` },
]

export interface FooterSlots {
  /** Vendor logos, unique by vendor. */
  vendors?: ReactNode
  /** Social network links, shown when the resources exist. */
  social?: ReactNode
}

export function Footer({ vendors, social }: FooterSlots) {
  const { _ } = useLingui()
  const [path] = useLocation()
  const search = useSearch()
  const brandName = brand.name
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.slot}>{vendors}</div>
        <div className={styles.top}>
          <div className={styles.brand}>
            <Logo />
            <p>
              <Trans>
                Live casino, slots, sports, esports, lottery and more — with fast deposits and withdrawals.
              </Trans>
            </p>
            <p className={styles.adult}>
              <span className={styles.adultBadge} aria-hidden="true" dir="ltr">
                18+
              </span>
              <Trans>You must be 18 or older to play. Please gamble responsibly.</Trans>
            </p>
          </div>
          <nav aria-label={_(msg`Help`)}>
            <h2 className={styles.heading}>
              <Trans>Help</Trans>
            </h2>
            <ul className={styles.links}>
              {helpLinks.map(({ anchor, label }) => (
                <li key={anchor}>
                  <Link to={`/help#${anchor}`}>{_(label)}</Link>
                </li>
              ))}
              <li>
                <Link to={contentPopupHref(path, search, 'feedback')} className={styles.feedback}>
                  <Icon name="mail" size={16} />
                  <Trans>Send feedback</Trans>
                </Link>
              </li>
            </ul>
          </nav>
        </div>
        <ul className={styles.licences}>
          {licences.map(({ icon, title, text }) => (
            <li key={icon} className={styles.licence}>
              <Icon name={icon} size={24} />
              <div>
                <p className={styles.licenceTitle}>{_(title)}</p>
                <p>{_(text)}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className={styles.slot}>{social}</div>
        <p className={styles.copyright}>
          <Trans>
            © {copyrightYears} {brandName}. All rights reserved.
          </Trans>
        </p>
      </div>
    </footer>
  )
}
