import { connectResource, type LotteryPage, type ResourceView } from '@portal/core'
import { useEffect, useState } from 'react'
import { useCatalogue } from '../../components/games/useCatalogue'
import { useResourceSnapshot } from '../../components/games/useResourceSnapshot'
import { useLanguage } from '../../i18n/LanguageContext'

type LaunchActor = ReturnType<ReturnType<typeof useCatalogue>['lotteryLaunch']>

/**
 * The lottery's own page for the frame: the chosen game's betting view, or the lobby without one (core:
 * catalogue.lotteryLaunch with the spec's lottery parameters). Asked again when the game or language changes.
 */
export function useLotteryLaunch(
  page: LotteryPage,
  gameCode: string | null,
): ResourceView<{ url: string }> & { retry(): void } {
  const catalogue = useCatalogue()
  const { language } = useLanguage()
  const [actor, setActor] = useState<LaunchActor>()
  useEffect(() => {
    const launch = catalogue.lotteryLaunch(page, {
      gameCode,
      backUrl: window.location.href,
      language: language.code,
    })
    setActor(launch)
    return () => launch.stop()
  }, [catalogue, page, gameCode, language.code])
  const view = connectResource<{ url: string }>(useResourceSnapshot(actor))
  return { ...view, retry: () => actor?.send({ type: 'resource.retry' }) }
}
