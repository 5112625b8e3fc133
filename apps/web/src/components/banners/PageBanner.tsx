import { useLingui } from '@lingui/react/macro'
import { bannerItems } from '@portal/core'
import { lazy, Suspense, useMemo } from 'react'
import { useLocation } from 'wouter'
import { useAnnouncements } from '../games/useAnnouncements'
import { useCatalogue } from '../games/useCatalogue'
import { BannerPlaceholder } from './BannerPlaceholder'

// embla comes with the carousel: pages without banners (or before they load) do not pay for it.
const BannerCarousel = lazy(() =>
  import('./BannerCarousel').then((module) => ({ default: module.BannerCarousel })),
)

/**
 * The operators' banners of one group (spec §2: w_login, w_register and w_forget on the auth pages, the page
 * keys rng, live, pvp… on the game pages). While the announcements load, the carousel's box holds the place; an
 * empty group shows nothing.
 */
export function PageBanner({ group, className }: { group: string; className?: string }) {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const { banners, status } = useAnnouncements()
  const { art } = useCatalogue()
  const items = useMemo(() => bannerItems(banners, group, art), [banners, group, art])
  if (status === 'waiting' || status === 'loading')
    return <BannerPlaceholder className={className} group={group} />
  if (items.length === 0) return null
  return (
    <div className={className} data-banner-group={group}>
      <Suspense fallback={<BannerPlaceholder group={group} />}>
        <BannerCarousel
          banners={items.map((banner, index) => ({
            key: `${index}${banner.image}`,
            imageUrl: banner.image,
            label: t`Featured promotion ${index + 1}`,
            linked: banner.linkageType !== null,
          }))}
          // The linkage's target is not in the spec; promotions is where the operators' banners lead.
          onOpen={() => navigate('/promotions')}
        />
      </Suspense>
    </div>
  )
}
