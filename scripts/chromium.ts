import { type Browser, chromium } from 'playwright-core'

/**
 * Debian's Chromium as the bench's scripts drive it (TOOLCHAIN.md: headless as root, no calls to hosts this machine
 * cannot reach), with any flags a measurement adds.
 */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      ...extraArgs,
    ],
    chromiumSandbox: false,
  })
}
