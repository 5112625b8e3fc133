import { lazy, Suspense } from 'react'

// The header's and side bar's resource links wait for the first page: none of them is needed to
// paint it, and the first page's script is on a budget.
const CustomerServiceMenu = lazy(() =>
  import('./CustomerServiceMenu').then((module) => ({ default: module.CustomerServiceMenu })),
)
const SideBarLinks = lazy(() => import('./SideBarLinks').then((module) => ({ default: module.SideBarLinks })))

export function LazyCustomerServiceMenu() {
  return (
    <Suspense fallback={null}>
      <CustomerServiceMenu />
    </Suspense>
  )
}

export function LazySideBarLinks() {
  return (
    <Suspense fallback={null}>
      <SideBarLinks />
    </Suspense>
  )
}
