import { type Browser, type LaunchOptions } from 'playwright-core'
/**
 * Debian's Chromium as scripts and their Playwright configs launch it (TOOLCHAIN.md: headless as root, no calls to
 * hosts this machine cannot reach), with any flags a measurement adds.
 */
export declare const chromiumLaunchOptions: (extraArgs?: readonly string[]) => LaunchOptions
/** Debian's Chromium as the bench's scripts drive it. */
export declare function launchChromium(extraArgs?: readonly string[]): Promise<Browser>
