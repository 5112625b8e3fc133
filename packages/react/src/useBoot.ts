import { type BootView, connectBoot } from '@portal/core'
import { usePortal } from './PortalProvider'
import { useView } from './useView'

export function useBoot(): { view: BootView; retry: () => void; changeLanguage: (language: string) => void } {
  const { actor } = usePortal()
  const view = useView(actor, connectBoot)
  return {
    view,
    retry: () => actor.send({ type: 'boot.retry' }),
    changeLanguage: (language) => actor.send({ type: 'language.change', language }),
  }
}
