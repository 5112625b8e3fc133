/**
 * A front end without React: plain DOM over the packed `@portal/core`, written from its README and
 * docs/front-end.md only. Boot, sign-in (with the captcha and the second check when the server asks), the
 * balance, a vendor's games, a launch, a deposit, the account record and sign-out. Each flow's view-model is
 * rendered on every snapshot; the page's inputs call the view-model's intents.
 */
import {
  accountRecordsConfig,
  catalogueFlow,
  connectBoot,
  connectDeposit,
  connectGameLaunch,
  connectLogin,
  connectSession,
  connectWallet,
  createDeposit,
  createHttpTransport,
  createLogin,
  createPortal,
  createRecords,
  defaultBrand,
  gameLaunchFlow,
  type LoginField,
  moneyToDecimal,
  readRecords,
  readResource,
  type SecondCheckMethod,
  walletFlow,
  whenBooted,
} from '@portal/core'
import { documentCookies, webLocalStore, webSessionStore } from '@portal/core/browser'

const element = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T
const input = (id: string) => element<HTMLInputElement>(id)
const show = (id: string, shown: boolean) => {
  element(id).hidden = !shown
}
/** Renders an actor's snapshot now and on every change (XState's `subscribe` reports changes only). */
function watch<TSnapshot>(
  actor: {
    getSnapshot(): TSnapshot
    subscribe(next: (snapshot: TSnapshot) => void): { unsubscribe(): void }
  },
  render: (snapshot: TSnapshot) => void,
): { unsubscribe(): void } {
  render(actor.getSnapshot())
  return actor.subscribe(render)
}

const portal = createPortal({
  brand: defaultBrand,
  // The one base URL that counts: the page's own origin, whose server routes /wps, /lgw, /lotto and /sim.
  transport: createHttpTransport({ baseUrl: defaultBrand.apiBaseUrl || window.location.origin }),
  sessionStore: webSessionStore(),
  localStore: webLocalStore(),
  cookies: documentCookies(),
  pageOrigin: window.location.origin,
})
watch(portal.actor, (snapshot) => {
  element('boot').textContent = connectBoot(snapshot).status
})
portal.actor.start()
await whenBooted(portal)

// Sign-in: the sign-in screen's own login flow, made when the screen shows (nobody signed in) and stopped when
// someone is: each visit to the screen starts from an empty form.
let login = createLogin(portal)
let loginWatch: { unsubscribe(): void } | null = null
function showLogin(shown: boolean) {
  show('login', shown)
  if (shown && !loginWatch) {
    login = createLogin(portal).start()
    loginWatch = watch(login, renderLogin)
  }
  if (!shown && loginWatch) {
    loginWatch.unsubscribe()
    loginWatch = null
    login.stop()
  }
}
for (const field of ['username', 'password'] as const)
  input(field).addEventListener('input', () =>
    connectLogin(login.getSnapshot(), login.send).change(field, input(field).value),
  )
const captchaField: LoginField = 'captcha'
input('captcha-answer').addEventListener('input', () =>
  connectLogin(login.getSnapshot(), login.send).change(captchaField, input('captcha-answer').value),
)
input('agree').addEventListener('change', () =>
  connectLogin(login.getSnapshot(), login.send).setAgreed(input('agree').checked),
)
element('sign-in').addEventListener('click', () => connectLogin(login.getSnapshot(), login.send).submit())
element('second-check-send').addEventListener('click', () => {
  const view = connectLogin(login.getSnapshot(), login.send)
  const method: SecondCheckMethod | undefined = view.secondCheck?.methods.includes('email')
    ? 'email'
    : view.secondCheck?.methods[0]
  if (method) view.answerSecondCheck(method, input('second-check-answer').value)
})
function renderLogin(snapshot: ReturnType<typeof login.getSnapshot>) {
  const view = connectLogin(snapshot)
  show('captcha', view.captcha.shown)
  if (view.captcha.image) element<HTMLImageElement>('captcha-image').src = view.captcha.image
  // The flow holds what was typed (a new form starts empty; a failure keeps the fields): the inputs show it.
  for (const [id, value] of [
    ['username', view.fields.username],
    ['password', view.fields.password],
    ['captcha-answer', view.fields.captcha],
  ] as const)
    if (input(id).value !== value) input(id).value = value
  input('agree').checked = view.agreed
  show('second-check', view.secondCheck !== null)
  element('second-check-methods').textContent = view.secondCheck?.methods.join(', ') ?? ''
  element<HTMLButtonElement>('sign-in').disabled = !view.canSubmit
  const problems = Object.entries(view.fieldErrors).map(([field, code]) => `${field}: ${code}`)
  element('login-failure').textContent = view.failure?.code ?? problems.join(', ')
}

// The session: who is signed in, sign-out; the member's screens live while someone is signed in.
const session = portal.session()
if (!session) throw new Error('a booted portal has a session')
let memberScreens: (() => void) | null = null
watch(session, (snapshot) => {
  const view = connectSession(snapshot, session.send)
  showLogin(!view.isLogin)
  show('member', view.isLogin)
  element('account').textContent = view.account ?? ''
  if (view.status === 'confirmingLogout') view.confirmLogout()
  if (view.status === 'signedIn' && !memberScreens) memberScreens = startMemberScreens()
  if (!view.isLogin && memberScreens) {
    memberScreens()
    memberScreens = null
  }
})
element('sign-out').addEventListener('click', () =>
  connectSession(session.getSnapshot(), session.send).requestLogout(),
)

/** Starts the member's games, deposit and records; returns what stops them. */
function startMemberScreens(): () => void {
  for (const id of ['games', 'deposit', 'records']) show(id, true)
  const games = portal.flows.get(catalogueFlow).gameList('PG', 'RNG')
  const launcher = portal.flows.get(gameLaunchFlow)
  // The balance is the wallet's, the one owner of the member's money.
  const wallet = portal.flows.get(walletFlow)
  const walletWatch = wallet
    ? watch(wallet, (snapshot) => {
        const view = connectWallet(snapshot)
        element('balance').textContent = view.main
          ? `${view.currencySymbol ?? ''} ${moneyToDecimal(view.main)}`
          : '…'
      })
    : null
  watch(games, () => {
    const list = element('game-list')
    list.replaceChildren(
      ...(readResource(games).data ?? []).slice(0, 5).map((game) => {
        const button = document.createElement('button')
        button.type = 'button'
        button.textContent = `Play ${game.gameName}`
        button.addEventListener('click', () =>
          connectGameLaunch(launcher.getSnapshot(), launcher.send).launch({
            vassalage: game.vassalage ?? 'PG',
            gameType: game.gameType ?? 'RNG',
            gameCode: game.gameCode,
          }),
        )
        const item = document.createElement('li')
        item.append(button)
        return item
      }),
    )
  })
  const launchWatch = watch(launcher, (snapshot) => {
    const view = connectGameLaunch(snapshot)
    element('launch-status').textContent = view.failure ? `failed: ${view.failure.code}` : view.status
    const frame = element<HTMLIFrameElement>('game-frame')
    frame.hidden = !view.url
    if (view.url && frame.src !== view.url) frame.src = view.url
  })

  const deposit = createDeposit(portal)
  const channel = element<HTMLSelectElement>('deposit-channel')
  channel.addEventListener('change', () =>
    connectDeposit(deposit.getSnapshot(), deposit.send).choose(channel.value),
  )
  input('deposit-amount').addEventListener('input', () =>
    connectDeposit(deposit.getSnapshot(), deposit.send).change(input('deposit-amount').value),
  )
  element('deposit-submit').addEventListener('click', () =>
    connectDeposit(deposit.getSnapshot(), deposit.send).submit(),
  )
  watch(deposit, (snapshot) => {
    const view = connectDeposit(snapshot)
    if (channel.options.length !== view.channels.length)
      channel.replaceChildren(...view.channels.map((known) => new Option(known.name, known.id)))
    if (view.channel && channel.value !== view.channel.id) channel.value = view.channel.id
    element('deposit-status').textContent = view.placed
      ? `placed ${view.placed.reference}`
      : (view.failure?.code ??
        view.issue?.code ??
        (view.channel ? `from ${moneyToDecimal(view.channel.min)}` : view.status))
  })

  const records = createRecords(portal, accountRecordsConfig, {
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  })
  watch(records, () => {
    const view = readRecords(records)
    element('records-status').textContent = `${view.status}: ${view.rows.length} rows`
    element('record-list').replaceChildren(
      ...view.rows.slice(0, 5).map((row) => {
        const item = document.createElement('li')
        item.textContent = `${row.time} ${row.type} ${moneyToDecimal(row.amount)}`
        return item
      }),
    )
  })

  for (const actor of [games, deposit, records]) actor.start()
  return () => {
    for (const actor of [games, deposit, records]) actor.stop()
    launchWatch.unsubscribe()
    walletWatch?.unsubscribe()
    for (const id of ['games', 'deposit', 'records']) show(id, false)
  }
}
