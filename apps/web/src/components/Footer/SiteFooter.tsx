import { SocialLinks } from '../resources/SocialLinks'
import { Footer } from './Footer'
import { FooterVendors } from './FooterVendors'

/**
 * The footer as the site shows it, with the vendor logos and the status call's social links; its own chunk
 * (below the fold), so the catalogue it reads stays out of the first page.
 */
export default function SiteFooter() {
  return <Footer vendors={<FooterVendors />} social={<SocialLinks />} />
}
