import { Trans, useLingui } from '@lingui/react/macro'
import type { HelpSection, ResourceView } from '@portal/core'
import { type ReactNode, useEffect, useRef } from 'react'
import { Button } from '../Button/Button'
import { Icon } from '../Icon/Icon'
import { Modal } from '../Modal/Modal'
import { SafeHtml } from '../SafeHtml/SafeHtml'
import { Spinner } from '../Spinner/Spinner'
import styles from './HelpCentreModal.module.css'

interface HelpCentreModalProps {
  help: ResourceView<readonly HelpSection[]>
  /** The section to show first (the location's #anchor). */
  anchor: string
  onRetry(): void
  onClose(): void
  /** The operators' `help` banners above the sections (spec §2's banner page keys). */
  banner?: ReactNode
}

/** The help centre (spec §2): the sections in the language on screen, a contents list, the #anchor in view. */
export function HelpCentreModal({ help, anchor, onRetry, onClose, banner }: HelpCentreModalProps) {
  const { t } = useLingui()
  const body = useRef<HTMLElement>(null)
  const sections = help.data ?? []

  useEffect(() => {
    const container = body.current
    if (!anchor || sections.length === 0 || !container) return
    const scroll = () =>
      container.querySelector(`[data-anchor="${CSS.escape(anchor)}"]`)?.scrollIntoView({ block: 'start' })
    scroll()
    // The sections' HTML arrives a moment later (the sanitiser loads lazily) and pushes the anchor down: follow
    // it while the content settles.
    const observer = new ResizeObserver(scroll)
    for (const section of container.children) observer.observe(section)
    const settle = setTimeout(() => observer.disconnect(), 1500)
    return () => {
      clearTimeout(settle)
      observer.disconnect()
    }
  }, [anchor, sections])

  return (
    <Modal open size="wide" title={<Trans>Help centre</Trans>} onClose={onClose}>
      {banner}
      <div className={styles.layout} data-testid="help-centre">
        {help.status === 'loading' && (
          <div className={styles.loading}>
            <Spinner size={32} />
          </div>
        )}
        {help.status === 'failed' && (
          <div className={styles.failed} role="alert">
            <p>
              <Trans>Network link is abnormal, please try again</Trans>
            </p>
            <Button onClick={onRetry}>
              <Icon name="refresh" size={18} />
              <Trans>Try again</Trans>
            </Button>
          </div>
        )}
        {help.status === 'loaded' && sections.length === 0 && (
          <p className={styles.empty}>
            <Trans>The help centre has no content yet.</Trans>
          </p>
        )}
        {sections.length > 0 && (
          <>
            <nav className={styles.contents} aria-label={t`Help topics`}>
              <ul>
                {sections.map((section) => (
                  <li key={section.anchor}>
                    <a
                      href={`/help#${encodeURIComponent(section.anchor)}`}
                      aria-current={section.anchor === anchor ? 'true' : undefined}
                      onClick={(event) => {
                        // Scrolls inside the dialog and keeps the address shareable without a page change.
                        event.preventDefault()
                        window.history.replaceState(window.history.state, '', `/help#${section.anchor}`)
                        window.dispatchEvent(new Event('replaceState'))
                      }}
                    >
                      {section.title}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            {/* It scrolls on its own: a keyboard must reach it even when no section holds a link (WCAG 2.1.1). */}
            <section
              ref={body}
              className={styles.sections}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs focus to scroll by keyboard.
              tabIndex={0}
              aria-label={t`Help centre`}
            >
              {sections.map((section) => (
                <section
                  key={section.anchor}
                  id={`help-${section.anchor}`}
                  data-anchor={section.anchor}
                  className={styles.section}
                  aria-labelledby={`help-${section.anchor}-title`}
                >
                  <h3 id={`help-${section.anchor}-title`} className={styles.title}>
                    {section.title}
                  </h3>
                  <SafeHtml html={section.content} />
                </section>
              ))}
            </section>
          </>
        )}
      </div>
      <div className={styles.footer}>
        <Button variant="secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </div>
    </Modal>
  )
}
