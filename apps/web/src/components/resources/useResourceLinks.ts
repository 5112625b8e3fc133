import { useBoot } from '@portal/react'
import { useMemo } from 'react'
import { type ResourceLinks, resourceLinks } from './resourceLinks'

export function useResourceLinks(): ResourceLinks {
  const { resources } = useBoot()
  return useMemo(() => resourceLinks(resources), [resources])
}
