import { useLingui } from '@lingui/react'
import { Trans, useLingui as useMacro } from '@lingui/react/macro'
import { connectPromotions, createPromotions } from '@portal/core'
import { useFlow, useSession } from '@portal/react'
import { lazy, Suspense, useState } from 'react'
import { SegmentedTabs, tabPanelProps } from '../../components/form/SegmentedTabs/SegmentedTabs'
import { useAnnouncements } from '../../components/games/useAnnouncements'
import { useCatalogue } from '../../components/games/useCatalogue'
import { Icon } from '../../components/Icon/Icon'
import { PageState } from '../../components/PageState/PageState'
import { usePromotionCopy } from '../../components/promotions/usePromotionCopy'
import { useEarlyBanner } from '../../platform/useEarlyBanner'
import type { PageProps } from '../pageTypes'
import { PromotionCard } from './PromotionCard'
import { PromotionDetail } from './PromotionDetail'
import styles from './Promotions.module.css'

// The missions (a signed-in member's, under the list) bring their two flows: they load on their own, after
// the promotions, keeping this page's group within its 30 KiB (issue 17).
const MissionsSection = lazy(() =>
  import('./MissionsSection').then((module) => ({ default: module.MissionsSection })),
)

/** The tab of every category; the server's category codes are upper case, so it is none of them. */
const allCategories = 'all'
const listId = 'promotion-list'

/** The operators' banner group for this page (spec §2, banner page keys). */
const bannerGroup = 'promotions'

/**
 * /promotions and /promotions/<id>: the banner, the promotions by category with their period and status, a
 * promotion's detail, and the missions. The list is the signed-in member's (statuses are theirs) or a
 * visitor's, made again when the member changes.
 */
export default function PromotionsPage({ route, params }: PageProps) {
  const { _ } = useLingui()
  const { t } = useMacro()
  const copy = usePromotionCopy()
  const [session] = useSession()
  const [view] = useFlow(createPromotions, connectPromotions, [session.account])
  const [tab, setTab] = useState<string>(allCategories)
  const { banners } = useAnnouncements()
  const { art } = useCatalogue()
  const banner = banners.find((candidate) => candidate.groupName === bannerGroup)
  // Until the announcements are read, the banner index.html preloaded (the same picture): the page's largest paint.
  const early = useEarlyBanner(bannerGroup)
  const bannerUrl = banner ? art.image(banner.url) : early
  const selected = params.id ? view.list.find((promotion) => promotion.id === params.id) : undefined
  const shown = view.list.filter((promotion) => tab === allCategories || promotion.category === tab)

  return (
    <div className={styles.page}>
      {bannerUrl && (
        <img
          className={styles.banner}
          src={bannerUrl}
          alt=""
          width={1920}
          height={500}
          fetchPriority="high"
        />
      )}
      <header className={styles.head}>
        <h1 className={styles.title}>
          <Icon name="gift" size={28} className={styles.icon} />
          {_(route.title)}
        </h1>
      </header>
      <section
        className={styles.section}
        aria-busy={view.status === 'loading' || view.refreshing || undefined}
      >
        <PageState
          loading={view.status === 'loading'}
          failed={view.status === 'failed'}
          reason={<Trans>The promotions could not be loaded.</Trans>}
          onRetry={view.retry}
        />
        {view.status === 'ready' && params.id && !selected && (
          <p className={styles.empty}>
            <Trans>This promotion does not exist or has ended.</Trans>
          </p>
        )}
        {selected ? (
          <PromotionDetail promotion={selected} view={view} />
        ) : (
          view.status === 'ready' &&
          !params.id && (
            <>
              <SegmentedTabs
                label={t`Promotion categories`}
                options={[
                  { value: allCategories, label: t`All` },
                  ...view.categories.map((category) => ({ value: category, label: copy.category(category) })),
                ]}
                value={tab}
                onChange={setTab}
                panelId={listId}
              />
              {/* The panel around the list: a list with the tabpanel role is no list, its items orphans (axe). */}
              <div {...tabPanelProps(listId, tab, true)}>
                <ul className={styles.grid}>
                  {shown.map((promotion) => (
                    <PromotionCard key={promotion.id} promotion={promotion} view={view} />
                  ))}
                </ul>
              </div>
            </>
          )
        )}
      </section>
      {/* After the list: arriving first, the missions were pushed down by it (layout shift 0.28 at phone width). */}
      {view.status !== 'loading' && (
        <Suspense fallback={null}>
          <MissionsSection />
        </Suspense>
      )}
    </div>
  )
}
