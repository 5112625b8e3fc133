import { mkdirSync, renameSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { getConfig } from '@lingui/conf'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig, type Plugin } from 'vite'
import { appScripts } from './serving/appScripts.ts'
import { buildPolicy } from './serving/buildPolicy.ts'
import { withEarlyBoot } from './serving/earlyBoot.ts'
import { withoutEndpointDocs } from './serving/endpointDocs.ts'
import { pageChunks } from './serving/pageChunks.ts'
import { shortClassNames } from './serving/shortClassNames.ts'

/**
 * Source maps are built for error reporting but never served: written as `hidden` maps (no `sourceMappingURL`
 * in the served files), then moved from the served folder into `dist-sourcemaps/`, keeping their paths.
 */
function sourceMapsOutside(folder: string): Plugin {
  return {
    name: 'portal:source-maps-outside',
    apply: 'build',
    // The last build's maps only, as Vite empties the served folder.
    buildStart() {
      rmSync(folder, { recursive: true, force: true })
    },
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist'
      for (const fileName of Object.keys(bundle).filter((name) => name.endsWith('.map'))) {
        const target = join(folder, fileName)
        mkdirSync(dirname(target), { recursive: true })
        renameSync(join(outDir, fileName), target)
      }
    },
  }
}
/** The build-time brand variables of earlier releases: a brand is now a file the server picks by host. */
const retiredBrandVariables = [
  'VITE_BRAND_NAME',
  'VITE_LANGUAGES',
  'VITE_DEFAULT_LANGUAGE',
  'VITE_MERCHANT_CODE',
  'VITE_API_BASE_URL',
]

/**
 * Puts the early boot script (serving/earlyBoot.ts) into the page's head, where index.html marks its place: the
 * same bytes for every brand. A build given the retired brand variables says they change nothing.
 */
function earlyBoot(): Plugin {
  return {
    name: 'portal:early-boot',
    configResolved(config) {
      const set = retiredBrandVariables.filter((name) => config.env[name] !== undefined)
      if (set.length > 0)
        config.logger.warn(
          `${set.join(', ')}: ignored. A brand is a file served by host, not a build setting: see docs/deploy.md.`,
        )
    },
    // The app's page only: Vitest's and Storybook's own pages go through this config too.
    transformIndexHtml: (html, { filename }) =>
      filename === join(import.meta.dirname, 'index.html') ? withEarlyBoot(html) : html,
  }
}

/**
 * `use-sync-external-store/shim` (imported by wouter and Lingui's React bindings) as React's own hook: the shim
 * carries a fallback for Reacts before 18 that this app, on React 19, never runs, into the first page.
 */
function reactSyncExternalStore(): Plugin {
  const id = '\0portal:use-sync-external-store'
  return {
    name: 'portal:use-sync-external-store',
    enforce: 'pre',
    resolveId: (source) => (/^use-sync-external-store\/shim(\/index\.js)?$/.test(source) ? id : undefined),
    load: (loaded) => (loaded === id ? "export { useSyncExternalStore } from 'react'" : undefined),
  }
}

/** The game catalogue and the navigation it feeds, without the screens' connectors (`*.connect.ts`). */
const gameCatalogue =
  /packages\/core\/src\/(catalogue\/(?!.*connect|lottery-balls|session-cache|cache-keys|resource\.machine)[^/]+|domain\/(navigation|frame-url))\.ts$/

/**
 * What nearly every lazy page uses (40–60 of the 100 lazy groups): the core's cached resources, the registry of
 * shared flows, the flow hooks, the failure messages and the formatters they bring (the records' date ranges).
 */
const pageKit =
  /(packages\/(core\/src\/(catalogue\/(session-cache|cache-keys|resource\.machine)|registry\/shared-flow|domain\/cdn|flows\/shared\/failure)|react\/src\/(useSharedFlow|useFlow))|apps\/web\/src\/i18n\/(useFailureMessage|phoneAuthMessages|useMemberFailure))\.tsx?$/
/** The form fields and their messages, with the SMS code flow behind the code button. */
const fieldKit =
  /(apps\/web\/src\/(components\/form\/(TextField|PasswordField|SmsCodeButton)\/[^/]+|i18n\/useValidationMessage)|packages\/core\/src\/(validation\/issues|flows\/sms\/sms\.(machine|outcome|connect)))\.tsx?$/

// Lingui looks for its config from the working directory, but the app is also started (and tested) from the
// repository root. The macro's Babel plugin must be handed the config itself: the preset passes it no `cwd`.
const linguiConfig = { cwd: import.meta.dirname }
const macroOptions = { linguiConfig: getConfig(linguiConfig) }

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    earlyBoot(),
    reactSyncExternalStore(),
    pageChunks(),
    appScripts(),
    withoutEndpointDocs(),
    shortClassNames(import.meta.dirname),
    sourceMapsOutside(join(import.meta.dirname, 'dist-sourcemaps')),
    buildPolicy(),
    react(),
    lingui({ ...linguiConfig, failOnMissing: false }),
    // Babel resolves the preset's plugins from its `cwd`: the app's folder, where they are dependencies, not the
    // root that Vitest and Storybook start in.
    babel({ cwd: import.meta.dirname, presets: [linguiTransformerBabelPreset(macroOptions, linguiConfig)] }),
  ],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // No proxy and no brand serving here: whoever starts a server gives it the back end's URL, and the brands by host
  // with the production headers (serve-portal.ts, backend-proxy.ts, serving/brandServing.ts).
  build: {
    target: 'es2022',
    sourcemap: 'hidden',
    manifest: true,
    // Every browser of the es2022 target but Safari 16 preloads modules itself, and Safari 16 only loses the
    // head start: the polyfill would cost every visitor its bytes on the first page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Only the hash: every lazy script's and style's name is also written into the first page's preload lists
        // (issue 17), where the module names cost about 1.2 kB gzip; the manifest and the hidden source maps still
        // name them. Seven characters (42 bits; rolldown refuses fewer for this many chunks) instead of eight: the
        // first page 0.25 kB lighter, each page group about 0.15 kB.
        chunkFileNames: 'assets/[hash:7].js',
        assetFileNames: 'assets/[hash:7][extname]',
        codeSplitting: {
          groups: [
            // Everything the entry imports statically, in one file: left to itself, rolldown gives a module the entry
            // shares with a lazy page a chunk of its own (rolldown/rolldown#10731), and the first page came in six.
            { name: 'app', tags: ['$initial'], priority: 100 },
            // The rest rolldown splits by the set of lazy chunks that import a module, which cut the core's shared
            // modules into dozens of files of a few hundred bytes: a game page asked for 35 files, a signed-in
            // page's header 34, each a request over a phone's six connections. These groups hold what is loaded
            // together anyway; each page group still stays within its budget (scripts/size-budget.ts). First what
            // nearly every page uses (a member's page in 10 files instead of 23, its largest paint 0.3 s sooner in
            // Lighthouse's simulation), then the form fields the forms share...
            { name: 'kit', test: pageKit, priority: 40 },
            { name: 'fields', test: fieldKit, priority: 35 },
            // ...then the game catalogue (vendors, art, launch targets) without the screens' connectors.
            { name: 'catalogue', test: gameCatalogue, priority: 20 },
          ],
        },
      },
    },
  },
})
