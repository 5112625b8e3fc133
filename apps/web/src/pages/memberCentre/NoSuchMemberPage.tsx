import { Trans } from '@lingui/react/macro'
import { ButtonLink } from '../../components/Button/Button'
import styles from './MemberCentre.module.css'
import { defaultMemberPage, memberPageHref } from './memberPages'

/** A page id this white label does not offer (or a mistyped link): say so and offer the account page. */
export function NoSuchMemberPage() {
  return (
    <div className={styles.panel}>
      <h1 className={styles.title}>
        <Trans>This page is not available</Trans>
      </h1>
      <p className={styles.muted}>
        <Trans>The member centre has no such page, or it is not offered here.</Trans>
      </p>
      <ButtonLink to={memberPageHref(defaultMemberPage)}>
        <Trans>Go to my account</Trans>
      </ButtonLink>
    </div>
  )
}
