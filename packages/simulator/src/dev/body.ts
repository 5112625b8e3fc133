import type { Context } from 'hono'

export type Body = Record<string, unknown>

/** A dev call's JSON object body, or null when it is not one. */
export async function readBody(c: Context): Promise<Body | null> {
  try {
    const body: unknown = await c.req.json()
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Body) : null
  } catch {
    return null
  }
}
