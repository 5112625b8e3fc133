import { SocialLinks } from '../resources/SocialLinks'
import { Footer } from './Footer'

/** The footer as the site shows it, with the status call's social links; its own chunk (below the fold). */
export default function SiteFooter() {
  return <Footer social={<SocialLinks />} />
}
