import type { Portal } from '@portal/core'
import { type Connect, useFlow } from '@portal/react'
import type { AnyActorRef, SnapshotFrom } from 'xstate'
import { useLanguage } from '../../i18n/LanguageContext'

/**
 * A screen's flow that shows text the platform writes in the language asked (missions' names, promotions'
 * titles, VIP benefits, help articles): made anew when the language changes, as a reload would, so a switch
 * never leaves the last language's words on the page (found by the visual walk: Arabic milestones on a Chinese
 * page). Forms keep plain `useFlow`: a switch must not drop what was typed.
 */
export function useLocalisedFlow<TActor extends AnyActorRef, TView>(
  create: (portal: Portal) => TActor,
  connect: Connect<TActor, SnapshotFrom<TActor>, TView>,
): [TView, TActor] {
  const { language } = useLanguage()
  return useFlow(create, connect, [language.code])
}
