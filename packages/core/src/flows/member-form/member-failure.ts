import { isApiError } from '../../api/errors'
import type { MemberFailure } from './member-form.types'

/** An error as a member-centre failure: business refusals keep their code and the field they name. */
export function memberFailure(error: unknown): MemberFailure {
  if (!isApiError(error)) return { code: 'network', kind: 'network' }
  const { kind, code, serverMessage, value } = error
  const field =
    typeof value === 'object' && value !== null && typeof (value as { field?: unknown }).field === 'string'
      ? (value as { field: string }).field
      : undefined
  const flowCode =
    kind === 'network' || kind === 'timeout' ? 'network' : kind === 'business' ? (code ?? 'unknown') : kind
  return {
    code: flowCode,
    kind,
    ...(field ? { field } : {}),
    ...(serverMessage ? { serverMessage } : {}),
  }
}
