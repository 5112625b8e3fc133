import { type RefObject, useRef } from 'react'
import { MoreMenu } from './MoreMenu'
import { useOverflowItems } from './useOverflowItems'

/**
 * The bar's "More" menu with the measuring that feeds it: a chunk of its own, since nothing overflows before the
 * game categories arrive (with the header's other parts, once the page has settled).
 */
export default function NavOverflow({ list }: { list: RefObject<HTMLUListElement | null> }) {
  const more = useRef<HTMLDivElement>(null)
  return <MoreMenu items={useOverflowItems(list, more)} root={more} />
}
