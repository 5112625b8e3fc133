import { type Refusal, refuse } from '../envelope'
import type { CardSetting } from './state'

/** The first field the platform's card setting requires that the request left empty, as its refusal. */
export function missingCardField(
  setting: CardSetting,
  input: { realName: string; branch?: string | undefined },
): Refusal | null {
  if (setting.requiredFields.includes('realName') && input.realName === '')
    return refuse('real_name_required', 'Enter the real name on the card', { field: 'realName' })
  if (setting.requiredFields.includes('branch') && !input.branch)
    return refuse('branch_required', 'Enter the branch of the bank', { field: 'branch' })
  return null
}

/** A card setting sent to the dev surface, or what is wrong with it. */
export function parseCardSetting(body: Record<string, unknown>, current: CardSetting): CardSetting | string {
  const maxCards = body.maxCards ?? current.maxCards
  if (typeof maxCards !== 'number' || !Number.isInteger(maxCards) || maxCards < 1 || maxCards > 20)
    return 'maxCards must be a whole number from 1 to 20'
  const fields = body.requiredFields ?? current.requiredFields
  const known = ['realName', 'branch'] as const
  if (!Array.isArray(fields) || !fields.every((field) => known.some((name) => name === field)))
    return 'requiredFields must list realName and/or branch'
  return { maxCards, requiredFields: known.filter((name) => fields.includes(name)) }
}
