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

/** What places a game address: the status call's launch hosts (spec §7) and the random source. */
export interface LaunchHosts {
  cdns(): { launch: readonly string[] }
  random: RandomSource
}

/**
 * A launch call's game address on a launch host picked at random (spec §7), joined as an image address is: an
 * absolute address is kept, a path goes on the host. Game launches and lottery frames both open through it.
 */
export function launchUrl(url: string, hosts: LaunchHosts): string {
  return imageUrl(url, hosts.cdns().launch, hosts.random)
}
