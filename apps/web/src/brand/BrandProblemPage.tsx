import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import styles from './BrandProblemPage.module.css'
import type { BrandProblem } from './brandFile'

/**
 * What a visitor sees when the server has no valid brand for the page's host: which host, or which fields of the
 * brand file are wrong (as the validator words them, for the operator who fixes them), never a blank page.
 */
export function BrandProblemPage({ problem }: { problem: BrandProblem }) {
  const { t } = useLingui()
  const title = t`This site is not set up yet`
  const host = problem.kind === 'missing' ? problem.host : ''
  useEffect(() => {
    document.title = title
  }, [title])
  return (
    <main className={styles.page}>
      <h1>{title}</h1>
      {problem.kind === 'missing' ? (
        <p>
          <Trans>No brand is configured for the host {host}.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>The brand file for this site is invalid:</Trans>
          </p>
          <ul className={styles.issues} dir="ltr">
            {problem.issues.map((issue) => (
              <li key={issue}>
                <code>{issue}</code>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className={styles.hint}>
        <Trans>If you run this site, docs/deploy.md explains brand files.</Trans>
      </p>
    </main>
  )
}
