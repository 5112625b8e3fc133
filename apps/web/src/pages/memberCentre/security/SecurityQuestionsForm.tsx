import { Trans, useLingui } from '@lingui/react/macro'
import { connectMemberForm, createSecurityQuestions, type SecurityQuestionsMeta } from '@portal/core'
import { useFlow } from '@portal/react'
import { useId } from 'react'
import { Button } from '../../../components/Button/Button'
import { PasswordField } from '../../../components/form/PasswordField/PasswordField'
import { TextField } from '../../../components/form/TextField/TextField'
import { Spinner } from '../../../components/Spinner/Spinner'
import { useMemberFailure } from '../../../i18n/useMemberFailure'
import styles from '../MemberCentre.module.css'
import { useFieldError } from '../useFieldError'
import security from './SecurityCentre.module.css'

/**
 * Security questions (issue 32): two different questions from the platform's list, answered, with the login
 * password. The platform never sends an answer back, so the questions chosen show and the answers start empty.
 */
export function SecurityQuestionsForm() {
  const { t } = useLingui()
  const [view] = useFlow((portal) => createSecurityQuestions(portal), connectMemberForm, [])
  const errorOf = useFieldError(view)
  const failureMessage = useMemberFailure()
  const id = useId()
  const meta = view.meta as SecurityQuestionsMeta | null
  // The platform's codes worded here; a code this portal does not know shows the platform's own text.
  const worded: Record<string, string> = {
    firstSchool: t`The name of your first school`,
    birthCity: t`The city where you were born`,
    firstPet: t`The name of your first pet`,
    favouriteTeacher: t`The name of your favourite teacher`,
    childhoodFriend: t`The name of your best childhood friend`,
  }

  const pair = (question: 'question1' | 'question2', answer: 'answer1' | 'answer2', label: string) => {
    const error = errorOf(question)
    return (
      <>
        <div className={security.select}>
          <label htmlFor={`${id}-${question}`}>{label}</label>
          <select
            id={`${id}-${question}`}
            name={question}
            value={view.fields[question] ?? ''}
            onChange={(event) => view.change(question, event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-${question}-error` : undefined}
            disabled={view.saving}
          >
            <option value="">{t`Choose a question`}</option>
            {meta?.questions.map((q) => (
              <option key={q.id} value={q.id}>
                {worded[q.id] ?? q.text}
              </option>
            ))}
          </select>
          {error && (
            <p id={`${id}-${question}-error`} className={security.selectError}>
              {error}
            </p>
          )}
        </div>
        <TextField
          label={t`Answer`}
          name={answer}
          autoComplete="off"
          maxLength={50}
          value={view.fields[answer] ?? ''}
          onValueChange={(value) => view.change(answer, value)}
          error={errorOf(answer)}
          readOnly={view.saving}
        />
      </>
    )
  }

  return (
    <form
      className={styles.panel}
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        view.submit()
      }}
    >
      <h2 id={`${id}-title`} className={styles.subtitle}>
        <Trans>Security questions</Trans>
      </h2>
      <p className={styles.muted}>
        {meta?.answered ? (
          <Trans>Your answers are set. Answer two questions again to replace them.</Trans>
        ) : (
          <Trans>Answer two questions only you know, to prove it is you if you lose access.</Trans>
        )}
      </p>
      {view.status === 'loading' && <Spinner size={20} />}
      {view.status === 'failed' && (
        <Button size="small" onClick={view.retry}>
          <Trans>Try again</Trans>
        </Button>
      )}
      {meta && (
        <div className={security.form}>
          {pair('question1', 'answer1', t`First question`)}
          {pair('question2', 'answer2', t`Second question`)}
          <PasswordField
            label={t`Login password`}
            name="loginPassword"
            autoComplete="current-password"
            value={view.fields.loginPassword ?? ''}
            onValueChange={(value) => view.change('loginPassword', value)}
            error={errorOf('loginPassword')}
            readOnly={view.saving}
          />
          {view.saved && (
            <p role="status" className={styles.success}>
              <Trans>Security questions saved.</Trans>
            </p>
          )}
          <Button type="submit" disabled={!view.canSubmit}>
            {view.saving ? <Trans>Saving…</Trans> : <Trans>Save security questions</Trans>}
          </Button>
        </div>
      )}
      {view.failure && (
        <p role="alert" className={styles.failure}>
          {failureMessage(view.failure)}
        </p>
      )}
    </form>
  )
}
