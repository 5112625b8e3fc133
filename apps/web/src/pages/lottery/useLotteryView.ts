import { connectLottery, type LotteryPage, type LotteryView } from '@portal/core'
import { useOwnList } from '../../components/games/useCatalogue'

/**
 * A lottery page's lists (menus, recent, popular, latest draws): loaded while the page shows, stopped when it
 * goes, read through the core's connectLottery. Only the Vietnamese lottery has a recent list.
 */
export function useLotteryView(page: LotteryPage): LotteryView {
  const menus = useOwnList((catalogue) => catalogue.lottery.menus(page), [page])
  const recent = useOwnList((catalogue) => catalogue.lottery.recent(page), [page])
  const popular = useOwnList((catalogue) => catalogue.lottery.popular(), [])
  const opened = useOwnList((catalogue) => catalogue.lottery.opened(page), [page])
  return connectLottery({
    menus: menus.snapshot,
    recent: page === 'vnLottery' ? recent.snapshot : null,
    popular: popular.snapshot,
    opened: opened.snapshot,
  })
}
