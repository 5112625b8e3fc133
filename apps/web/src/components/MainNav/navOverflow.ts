import { lazyLoader } from '../../platform/readyLazy'

/**
 * The "More" menu's module: the header's categories load it with their own (LazyGameNavigation), so no category
 * shows before the bar can measure it and fold what does not fit.
 */
export const navOverflow = lazyLoader(() => import('./NavOverflow'))
