import { Trans, useLingui } from '@lingui/react/macro'
import { type AvatarChoices, connectMemberForm, createAvatarPicker } from '@portal/core'
import { useFlow } from '@portal/react'
import { Button } from '../../../components/Button/Button'
import { SaveOutcome } from '../../../components/form/SaveOutcome/SaveOutcome'
import { submitted } from '../../../components/form/submitted'
import { PageState } from '../../../components/PageState/PageState'
import { useMemberFailure } from '../../../i18n/useMemberFailure'
import styles from '../MemberCentre.module.css'
import profile from './Profile.module.css'

/** Choose an avatar of the platform's set (issue 32): one pick, saved with one request; the header follows. */
export function AvatarPicker() {
  const { t } = useLingui()
  const [view] = useFlow(createAvatarPicker, connectMemberForm<AvatarChoices>)
  const failureMessage = useMemberFailure()
  const chosen = view.fields.iconId ?? ''
  return (
    <form
      className={styles.panel}
      noValidate
      aria-labelledby="avatar-title"
      aria-busy={view.status === 'loading'}
      onSubmit={submitted(() => view.submit())}
    >
      <h2 id="avatar-title" className={styles.subtitle}>
        <Trans>Avatar</Trans>
      </h2>
      {(view.status === 'loading' || view.status === 'failed') && (
        <PageState
          loading={view.status === 'loading'}
          failed={view.status === 'failed'}
          onRetry={view.retry}
          reason={<Trans>The avatars could not be loaded.</Trans>}
        />
      )}
      {view.meta && (
        <>
          <fieldset className={profile.avatars}>
            <legend className={styles.muted}>
              <Trans>Choose the picture others see beside your name.</Trans>
            </legend>
            {view.meta.icons.map((icon, index) => (
              <label key={icon.id} className={profile.avatarChoice} data-chosen={chosen === icon.id}>
                <input
                  type="radio"
                  name="iconId"
                  value={icon.id}
                  checked={chosen === icon.id}
                  onChange={() => view.change('iconId', icon.id)}
                  disabled={view.saving}
                  aria-label={t`Avatar ${index + 1}`}
                />
                <img src={icon.url} alt="" width={56} height={56} />
              </label>
            ))}
          </fieldset>
          <SaveOutcome
            failure={view.failure && failureMessage(view.failure)}
            saved={view.saved && <Trans>Avatar saved.</Trans>}
          />
          <div className={styles.row}>
            <Button type="submit" disabled={!view.canSubmit || chosen === '' || chosen === view.meta.current}>
              {view.saving ? <Trans>Saving…</Trans> : <Trans>Save avatar</Trans>}
            </Button>
          </div>
        </>
      )}
    </form>
  )
}
