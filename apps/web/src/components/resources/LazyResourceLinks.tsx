import { lazy } from 'react'
import { settleRank, WhenPageSettled } from '../../platform/pageSettled'

// The header's and side bar's resource links wait for the first page: none of them is needed to
// paint it, and the first page's script is on a budget.
const CustomerServiceMenu = lazy(() => import('./CustomerServiceMenu'))
const SideBarLinks = lazy(() => import('./SideBarLinks'))

/** In the header's utility bar: with the header's other parts, once the page has settled. */
export function LazyCustomerServiceMenu() {
  return (
    <WhenPageSettled rank={settleRank.header}>
      <CustomerServiceMenu />
    </WhenPageSettled>
  )
}

/** In the side bar, which a phone keeps closed: they wait for the first page to settle. */
export function LazySideBarLinks() {
  return (
    <WhenPageSettled rank={settleRank.besideThePage}>
      <SideBarLinks />
    </WhenPageSettled>
  )
}
