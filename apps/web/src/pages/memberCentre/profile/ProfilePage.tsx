import { Trans, useLingui } from '@lingui/react/macro'
import { connectProfile, createProfile, type ProfileField } from '@portal/core'
import { useFlow, useSession } from '@portal/react'
import { Button } from '../../../components/Button/Button'
import { SaveOutcome } from '../../../components/form/SaveOutcome/SaveOutcome'
import { submitted } from '../../../components/form/submitted'
import { TextField } from '../../../components/form/TextField/TextField'
import { PageState } from '../../../components/PageState/PageState'
import { useFormatters } from '../../../i18n/useFormatters'
import { useMemberFailure } from '../../../i18n/useMemberFailure'
import styles from '../MemberCentre.module.css'
import { useFieldError } from '../useFieldError'
import { AvatarPicker } from './AvatarPicker'
import profile from './Profile.module.css'
import { ProfileAvatar } from './ProfileAvatar'

/**
 * profile (spec §3): account and registration date read-only, the editable fields this white label offers,
 * the real name editable only until it is set. Checked by the registration rules before one save.
 */
export default function ProfilePage() {
  const { t } = useLingui()
  const [view] = useFlow(createProfile, connectProfile)
  const [session] = useSession()
  const errorOf = useFieldError(view)
  const failureMessage = useMemberFailure()
  const { dateTime } = useFormatters()
  const labels: Record<ProfileField, string> = {
    nickname: t`Nickname`,
    payeeName: t`Real name`,
    birthday: t`Birthday`,
    email: t`E-mail`,
    qqNum: t`QQ`,
    whatsapp: t`WhatsApp`,
    facebook: t`Facebook`,
    telegram: t`Telegram`,
    line: t`LINE`,
    zalo: t`Zalo`,
    wechat: t`WeChat`,
  }

  const meta = view.meta
  if (view.status === 'loading' || view.status === 'failed' || !meta)
    return (
      <div className={styles.panel} aria-busy={view.status === 'loading'}>
        <PageState
          loading={view.status === 'loading'}
          failed={view.status !== 'loading'}
          onRetry={view.retry}
          reason={<Trans>Your profile could not be loaded.</Trans>}
        />
      </div>
    )

  // Whether the address on file was confirmed with a mailed code (issue 32): said of the saved address only, so
  // not of one being typed (a changed one is checked again) nor beside a problem with it.
  const hintOf = (name: ProfileField) =>
    name !== 'email' || !meta.profile.email || view.fields.email !== meta.profile.email || errorOf('email')
      ? undefined
      : meta.profile.emailVerified
        ? t`Verified`
        : t`Not verified yet: verify it in the security centre.`
  const registered = meta.profile.registeredAt ? dateTime(meta.profile.registeredAt) : null
  return (
    <>
      <form className={styles.panel} noValidate onSubmit={submitted(() => view.submit())}>
        <div className={profile.head}>
          {/* The session's, which follows a new pick of the avatar; the icon call's until it has one. */}
          <ProfileAvatar src={session.avatarUrl ?? meta.avatarUrl} />
          <div>
            <h1 className={styles.title}>{meta.profile.account}</h1>
            {registered && (
              <p className={styles.muted}>
                <Trans>Member since {registered}</Trans>
              </p>
            )}
          </div>
        </div>
        <dl className={profile.facts}>
          <dt>
            <Trans>Account</Trans>
          </dt>
          <dd>{meta.profile.account}</dd>
          <dt>
            <Trans>Mobile number</Trans>
          </dt>
          <dd>
            {meta.profile.mobileNum ? (
              `+${meta.profile.countryDialingCode ?? ''} ${meta.profile.mobileNum}`
            ) : (
              <Trans>Not set</Trans>
            )}
          </dd>
        </dl>
        <div className={profile.fields}>
          {meta.visible.map((name) => {
            const locked = name === 'payeeName' && meta.realNameLocked
            return (
              <TextField
                key={name}
                label={labels[name]}
                name={name}
                type={name === 'email' ? 'email' : 'text'}
                placeholder={name === 'birthday' ? 'YYYY-MM-DD' : undefined}
                value={view.fields[name] ?? ''}
                onValueChange={(value) => view.change(name, value)}
                error={errorOf(name)}
                readOnly={locked || view.saving}
                hint={locked ? t`Set once; contact customer service to correct it.` : hintOf(name)}
              />
            )
          })}
        </div>
        <SaveOutcome
          failure={view.failure && failureMessage(view.failure)}
          saved={view.saved && <Trans>Profile saved.</Trans>}
        />
        <div className={styles.row}>
          <Button type="submit" disabled={!view.canSubmit}>
            {view.saving ? <Trans>Saving…</Trans> : <Trans>Save profile</Trans>}
          </Button>
        </div>
      </form>
      <AvatarPicker />
    </>
  )
}
