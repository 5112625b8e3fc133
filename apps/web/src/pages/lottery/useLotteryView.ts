import { connectLottery, type LotteryPage, type LotteryResources, type LotteryView } from '@portal/core'
import { useEffect, useState } from 'react'
import { useCatalogue } from '../../components/games/useCatalogue'
import { useResourceSnapshot } from '../../components/games/useResourceSnapshot'

/**
 * A lottery page's lists (menus, recent, popular, latest draws): created while the page shows, stopped when it
 * goes, read through the core's connectLottery.
 */
export function useLotteryView(page: LotteryPage): LotteryView {
  const catalogue = useCatalogue()
  const [resources, setResources] = useState<LotteryResources>()
  useEffect(() => {
    const created = catalogue.lottery(page)
    setResources(created)
    return () => {
      for (const actor of [created.menus, created.recent, created.popular, created.opened]) actor?.stop()
    }
  }, [catalogue, page])
  const menus = useResourceSnapshot(resources?.menus)
  const recent = useResourceSnapshot(resources?.recent ?? undefined)
  const popular = useResourceSnapshot(resources?.popular)
  const opened = useResourceSnapshot(resources?.opened)
  return connectLottery({ menus, recent: resources && !resources.recent ? null : recent, popular, opened })
}
