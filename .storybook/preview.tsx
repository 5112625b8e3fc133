import '../apps/web/src/styles/global.css'
import type { Preview } from '@storybook/react-vite'
import { configure } from 'storybook/test'
import { languageOptions } from '../apps/web/src/app/PortalLanguage'
import { loadSimulatedPortal, withSimulatedPortal } from './simulated-portal'

// As in the web project (src/testing/testing-library.ts): a story's first `findBy…` may wait for a lazy chunk
// Vite transforms on first import, seconds on a busy two-core machine (CI failed seven stories at the default
// second once, each passing alone). A ceiling costs a passing story nothing.
configure({ asyncUtilTimeout: 10_000 })

const preview: Preview = {
  // Every story runs against its own simulated portal; the toolbar's theme and locale seed its local store.
  loaders: [loadSimulatedPortal],
  decorators: [withSimulatedPortal],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'dark', title: 'Dark' },
          { value: 'light', title: 'Light' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language the portal starts in (Arabic is right-to-left)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        // The brand's shipped languages, as the app's own selector offers them.
        items: languageOptions.map((language) => ({
          value: language.catalog,
          title: language.nativeName,
          right: language.dir === 'rtl' ? 'RTL' : undefined,
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: 'dark',
    locale: 'en',
    viewport: { value: 'desktop', isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    // Rendered content, not something to edit as JSON in the Controls panel.
    controls: { exclude: ['children'] },
    viewport: {
      options: {
        phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: { name: 'Desktop', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
  },
}

export default preview
