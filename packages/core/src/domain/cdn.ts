import type { RandomSource } from '../ports'

/**
 * One host picked at random from a CDN list (spec §7: image and game-launch hosts are random picks), so load
 * spreads over the hosts. Undefined for an empty list: the caller then uses its own origin.
 */
export function pickHost(hosts: readonly string[], random: RandomSource): string | undefined {
  // The clamp keeps a faulty source that returns 1 from indexing past the end.
  const index = Math.min(Math.floor(random() * hosts.length), hosts.length - 1)
  return hosts[index]
}

/** Scheme-qualified (`https://…`) or protocol-relative (`//…`) addresses are already complete. */
const absoluteUrl = /^([a-z][a-z\d+.-]*:)?\/\//i

/**
 * The address of an image path on a random CDN host, joined with exactly one slash. A path the server already
 * gives as an absolute address is kept; with no host, the path becomes root-relative to the same origin.
 */
export function imageUrl(path: string, hosts: readonly string[], random: RandomSource): string {
  if (absoluteUrl.test(path)) return path
  const relativePath = path.replace(/^\/+/, '')
  const host = pickHost(hosts, random)?.replace(/\/+$/, '') ?? ''
  return `${host}/${relativePath}`
}
