import { connectRegister, createRegister, type Portal, type RegisterSite } from '@portal/core'
import { useFlow } from '@portal/react'
import { useFlowNavigation } from '../../components/flow/useFlowNavigation'
import { useFlowNotices } from '../../components/flow/useFlowNotices'
import { useFlagUrl } from '../../components/form/CountryCodePicker/useFlagUrl'
import { RegisterForm } from './RegisterForm'

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
  // Rendered only once boot is ready, so the portal's flags and status are known here.
  const [view, register] = useFlow(registerHere, connectRegister)
  useFlowNavigation(register)
  useFlowNotices(register)
  return <RegisterForm view={view} flagUrl={useFlagUrl()} />
}

const registerHere = (portal: Portal) => createRegister(portal, siteOf(window.location))
