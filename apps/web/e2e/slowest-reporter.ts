import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/**
 * Prints, at the end of a run, where the time went: the specs by total duration, slowest first. CI keeps only
 * the tail of its output, so this is the part that tells which specs to make faster or move out.
 */
export default class SlowestSpecs implements Reporter {
  private readonly bySpec = new Map<string, { ms: number; tests: number }>()

  onTestEnd(test: TestCase, result: TestResult): void {
    const spec = test.location.file.replace(/.*\/e2e\//, '')
    const entry = this.bySpec.get(spec) ?? { ms: 0, tests: 0 }
    entry.ms += result.duration
    entry.tests += 1
    this.bySpec.set(spec, entry)
  }

  onEnd(result: FullResult): void {
    const rows = [...this.bySpec].sort((a, b) => b[1].ms - a[1].ms)
    const total = rows.reduce((sum, [, entry]) => sum + entry.ms, 0)
    console.log(
      `\nSpecs by time (${(total / 1000).toFixed(0)} s of test time over ${(result.duration / 1000).toFixed(0)} s):`,
    )
    for (const [spec, { ms, tests }] of rows.slice(0, 20))
      console.log(`${(ms / 1000).toFixed(1).padStart(7)} s ${String(tests).padStart(3)} tests  ${spec}`)
  }
}
