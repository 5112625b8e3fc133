import {
  connectResource,
  type LotteryFrame,
  type LotteryLaunchOptions,
  type LotteryPage,
  type ResourceIntents,
  type ResourceView,
} from '@portal/core'
import { useOwnList } from '../../components/games/useCatalogue'
import { useLanguage } from '../../i18n/LanguageContext'

/**
 * The lottery's own page for the frame: the chosen game's betting view, or the lobby without one (core:
 * catalogue.lotteryLaunch with the spec's lottery parameters). Asked again when the game or language changes.
 */
export function useLotteryLaunch(
  page: LotteryPage,
  gameCode: string | null,
  prizeMode: LotteryLaunchOptions['prizeMode'],
): ResourceView<LotteryFrame> & ResourceIntents {
  const { language } = useLanguage()
  const launch = useOwnList(
    (catalogue) =>
      catalogue.lotteryLaunch(page, {
        gameCode,
        prizeMode,
        backUrl: window.location.href,
        language: language.code,
      }),
    [page, gameCode, prizeMode, language.code],
  )
  return {
    ...connectResource<LotteryFrame>(launch.snapshot),
    retry: launch.retry,
    refresh: launch.refresh,
  }
}
