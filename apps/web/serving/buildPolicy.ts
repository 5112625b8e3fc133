import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { inlineCode, inlineScriptHashes, nginxSecurityHeaders } from './headers.ts'

/** The shipped nginx headers file, written by every build from the page it built. */
export const securityHeadersFile = join(import.meta.dirname, 'nginx', 'security-headers.conf')

/**
 * The build's last step: writes `nginx/security-headers.conf` with the hashes of every inline script of the built
 * page, and fails when the page carries inline code no policy can allow (an inline style, a style or event-handler
 * attribute): what the build serves, the shipped policy lets run.
 */
export function buildPolicy(): Plugin {
  let appOutDir = ''
  return {
    name: 'portal:build-policy',
    apply: 'build',
    configResolved(config) {
      appOutDir = resolve(config.root, config.build.outDir)
    },
    writeBundle(options) {
      // The app's build only: Storybook's goes through this config too.
      if (resolve(options.dir ?? '') !== appOutDir) return
      const page = readFileSync(join(options.dir ?? 'dist', 'index.html'), 'utf8')
      const { refused } = inlineCode(page)
      if (refused.length > 0)
        throw new Error(`dist/index.html carries inline code the policy refuses:\n  ${refused.join('\n  ')}`)
      writeFileSync(securityHeadersFile, nginxSecurityHeaders(inlineScriptHashes(page)))
    },
  }
}
