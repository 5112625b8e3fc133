import type { ReactNode } from 'react'
import panel from '../../../styles/panel.module.css'

/** Below a member's form: why the last save failed (read out at once), or that it was saved. */
export function SaveOutcome({ failure, saved }: { failure: ReactNode; saved: ReactNode }) {
  return (
    <>
      {failure && (
        <p role="alert" className={panel.failure}>
          {failure}
        </p>
      )}
      {saved && (
        <p role="status" className={panel.success}>
          {saved}
        </p>
      )}
    </>
  )
}
