import * as v from 'valibot'
import { type MatchScore, matchScoreSchema } from '../../api/schemas/sports'

const pushSchema = /* @__PURE__ */ v.object({ type: v.literal('SPORTS_SCORE'), data: matchScoreSchema })

/** A push of the sports topic as a score, or null for anything else (another type, garbage). Never throws. */
export function readMatchScore(body: string): MatchScore | null {
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return null
  }
  const parsed = v.safeParse(pushSchema, json)
  return parsed.success ? parsed.output.data : null
}
