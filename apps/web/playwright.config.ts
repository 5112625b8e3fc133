import { defineConfig } from '@playwright/test'

// Each worker starts its own simulator and portal server (e2e/support.ts), on ports from E2E_PORT (4173 unless
// said) up, so people can run specs side by side on their own ports. E2E_SERVER=dev serves the sources through
// the dev server instead of the production build.
const port = Number(process.env.E2E_PORT ?? 4173)
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'

export default defineConfig({
  testDir: './e2e',
  outputDir: `../../test-results/${port}`,
  fullyParallel: true,
  // Two cores: one worker per core. Every worker has a world of its own, so no spec waits for another.
  workers: 2,
  retries: 0,
  // Every wait is on a condition, so a longer ceiling costs a passing test nothing; it only keeps a busy machine
  // (CI's 2 cores compiling, two browsers) from failing a test that was merely slow.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Screenshot baselines without the platform in their name: CI runs the same Debian Chromium and fonts.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  reporter: [['list'], ['./e2e/slowest-reporter.ts']],
  use: {
    // Recording a trace of every test doubled the time of the long ones (DOM snapshots at each step) and CI keeps
    // no artefacts to read one from: CI runs without; a run at a desk keeps the trace of a failure.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // The app honours reduced motion: no autoplaying carousel, marquee or counting numbers keep two browsers'
    // CPUs busy on a 2-core machine. No test is about an animation.
    reducedMotion: 'reduce',
    // Desktop (the header's widest layout, with the inline sign-in, starts at 1,200 px) with a fifth fewer pixels
    // than Playwright's 1280 x 720: the browser rasters and composites every frame in software, in proportion to
    // the area. Tests about a width set their own.
    viewport: { width: 1200, height: 600 },
    launchOptions: {
      executablePath,
      args: [
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        ...(process.env.E2E_EXTRA_ARGS ?? '').split(' ').filter(Boolean),
      ],
      chromiumSandbox: false,
    },
  },
})
