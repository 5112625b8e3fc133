/**
 * Why a dev-surface request is refused as possibly cross-site, or null when it may go on. A page elsewhere can
 * make a browser send a form or a text/plain body to any address without asking first; it cannot send JSON, or
 * hide its Origin, without the preflight this surface never grants. So a change must be JSON, and a request a
 * browser marks as coming from another site is refused whatever its method.
 */
export function crossSiteRefusal(request: Request): string | null {
  const origin = request.headers.get('origin')
  if (origin !== null && origin !== new URL(request.url).origin)
    return 'The dev surface answers only its own origin'
  const site = request.headers.get('sec-fetch-site')
  if (site !== null && site !== 'same-origin' && site !== 'none')
    return 'The dev surface answers only its own origin'
  if (request.method !== 'GET' && request.method !== 'HEAD' && !isJson(request))
    return 'A change to the dev surface is a JSON body (Content-Type: application/json)'
  return null
}

function isJson(request: Request): boolean {
  const type = request.headers.get('content-type') ?? ''
  return type.split(';')[0]?.trim().toLowerCase() === 'application/json'
}

/** An in-process request to the dev surface (`/__sim<path>`): a change when there is a body, JSON as it must be. */
export function devSurfaceRequest(path: string, body?: unknown): Request {
  const url = `http://sim.test/__sim${path}`
  if (body === undefined) return new Request(url)
  return new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}
