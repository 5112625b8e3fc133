import { useLingui } from '@lingui/react/macro'
import { useLocation } from 'wouter'
import { BannerCarousel } from '../../components/banners/BannerCarousel'
import { useAnnouncements } from '../../components/games/useAnnouncements'
import { useHomeView } from '../../components/games/useHomeView'
import { contentPopupHref } from '../../components/popups/contentPopup'
import styles from './HomePage.module.css'
import { TopSkeleton } from './HomeSkeletons'
import { NoticeMarquee } from './NoticeMarquee'

/** The banner carousel and the notice marquee, fed by the announcements (spec §2 Home). */
export default function HomeTop() {
  const { t } = useLingui()
  const [path, navigate] = useLocation()
  const { banners } = useHomeView()
  const { status, marquee } = useAnnouncements()
  if (status === 'waiting' || status === 'loading') return <TopSkeleton />
  return (
    <div className={styles.top}>
      {banners.items.length > 0 && (
        <BannerCarousel
          banners={banners.items.map((banner, index) => ({
            key: `${index}${banner.image}`,
            imageUrl: banner.image,
            label: t`Featured promotion ${index + 1}`,
            linked: banner.linkageType !== null,
          }))}
          // The linkage's target is not in the spec; promotions is where the operators' banners lead.
          onOpen={() => navigate('/promotions')}
        />
      )}
      <NoticeMarquee
        notices={marquee.map((notice) => ({ key: notice.id, text: notice.title }))}
        onOpen={() => navigate(contentPopupHref(path, window.location.search, 'notice'))}
      />
    </div>
  )
}
