/**
 * A headless client of the portal: Node, no DOM, only the packages' public exports. It signs a demo member in,
 * lists a vendor's games, launches one and signs out, against the simulator (in-process or over HTTP).
 *
 *   node examples/headless/run.ts            # the simulator over HTTP on a free loopback port
 *   node examples/headless/run.ts --in-process
 */
import { constants, publicEncrypt } from 'node:crypto'
import {
  catalogueFlow,
  connectGameLaunch,
  connectResource,
  createHttpTransport,
  createHybridEncryptor,
  createPortal,
  defaultBrand,
  type Game,
  gameLaunchFlow,
  memoryStore,
  type Portal,
  publicKeyFromClient,
  type RsaSeal,
  signIn,
  signOut,
  type Transport,
  waitForFlow,
} from '@portal/core'

export interface TourResult {
  member: string
  games: readonly Game[]
  launchedUrl: string
  signedOut: boolean
}

/** The transport to the simulator: its base URL, and (in-process) its fetch handler instead of a socket. */
export function simulatorTransport(
  baseUrl: string,
  fetch?: (request: Request) => Promise<Response>,
): Transport {
  return createHttpTransport({ baseUrl, ...(fetch ? { fetch } : {}) })
}

/** The E calls' RSA step on Node's own crypto (PKCS#1 v1.5), in place of the browser's jsencrypt. */
const sealWithNodeCrypto: RsaSeal = async (publicKey, text) => {
  try {
    return publicEncrypt(
      { key: publicKey, padding: constants.RSA_PKCS1_PADDING },
      Buffer.from(text),
    ).toString('base64')
  } catch {
    return false
  }
}

/**
 * A portal for Node: memory stores in place of the browser's storage, and the Node RSA step. `origin` is where the
 * back end serves its game pages from: a simulator on plain http may be launched only when the client says so.
 */
export function nodePortal(transport: Transport, origin?: string): Portal {
  const portal: Portal = createPortal({
    brand: defaultBrand,
    transport,
    sessionStore: memoryStore(),
    localStore: memoryStore(),
    ...(origin ? { pageOrigin: origin } : {}),
    encryptor: createHybridEncryptor({
      getPublicKey: publicKeyFromClient(() => portal.api),
      seal: sealWithNodeCrypto,
    }),
  })
  return portal
}

export async function tour(transport: Transport, origin?: string): Promise<TourResult> {
  const portal = nodePortal(transport, origin)
  portal.actor.start()
  try {
    const member = await signIn(portal, { username: 'member01', password: 'Demo1234' })

    // A screen's own list, from the visit's catalogue (the portal's registry owns it): started, read once
    // loaded, stopped.
    const list = portal.flows.get(catalogueFlow).gameList('PG', 'RNG')
    list.start()
    const loaded = await waitForFlow(list, (snapshot) => connectResource(snapshot).status !== 'loading')
    list.stop()
    const games = connectResource<readonly Game[]>(loaded).data ?? []
    const game = games[0]
    if (!game) throw new Error('the simulator listed no PG games')

    // The visit's one game launcher, asked of the registry (created and started on first ask): one request, then
    // the view-model says where the game runs.
    const launcher = portal.flows.get(gameLaunchFlow)
    connectGameLaunch(launcher.getSnapshot(), launcher.send).launch({
      vassalage: game.vassalage ?? 'PG',
      gameType: game.gameType ?? 'RNG',
      gameCode: game.gameCode,
    })
    const launched = connectGameLaunch(
      await waitForFlow(launcher, (snapshot) => connectGameLaunch(snapshot).status !== 'busy'),
    )
    if (!launched.url)
      throw new Error(`the launch ended without a game: ${launched.failure?.code ?? launched.status}`)

    await signOut(portal)
    const signedOut = portal.session()?.getSnapshot().matches('anonymous') ?? false
    return { member: member.account, games, launchedUrl: launched.url, signedOut }
  } finally {
    // Stops the portal with every shared flow the registry holds (the catalogue, the launcher).
    portal.stop()
  }
}
