import { createRegister, type RegisterSite } from '@portal/core'
import { usePortal } from '@portal/react'
import { useFlowNavigation } from '../../app/useFlowNavigation'
import { useFlowNotices } from '../../app/useFlowNotices'
import { useFlagUrl } from '../../components/form/CountryCodePicker/useFlagUrl'
import { Spinner } from '../../components/Spinner/Spinner'
import { useStartedActor } from '../login/useStartedActor'
import { RegisterForm } from './RegisterForm'
import styles from './RegisterForm.module.css'

/**
 * What registration reads from the address it is opened at (spec §4, §5): the site's host, the page itself,
 * and the `affiliateCode` and `referralCode` query parameters an agent's or a member's link carries.
 */
function siteOf(location: Location): RegisterSite {
  const query = new URLSearchParams(location.search)
  return {
    domain: location.hostname,
    registerUrl: location.href,
    affiliateCode: query.get('affiliateCode'),
    referralCode: query.get('referralCode'),
  }
}

/**
 * The registration screen's content, for the /register page and the register popup alike: it owns the flow's
 * actor for as long as it is shown and follows the flow's navigation (to / after success, which also closes the
 * popup).
 */
export function RegisterPanel() {
  const portal = usePortal()
  // Rendered only once boot is ready, so the portal's flags and status are known here.
  const register = useStartedActor(() => createRegister(portal, siteOf(window.location)))
  useFlowNavigation(register)
  useFlowNotices(register)

  const flagUrl = useFlagUrl()

  return register ? (
    <RegisterForm register={register} flagUrl={flagUrl} />
  ) : (
    <div className={styles.starting}>
      <Spinner size={32} />
    </div>
  )
}
