import { escapeXml, paletteFor } from '../art/svg'
import { monogram } from '../art/vendor-art'
import type { Launch } from '../store'
import { playTexts } from './texts'

/** Whole-number stakes the page offers. */
export const stakes = [1, 5, 10, 50] as const

/** Reel symbols; `7` pays most. */
export const symbols = ['7', '★', '♦', '♣', '♥', '♠'] as const

const spinCategories = new Set(['RNG', 'FISH'])

/** JSON inside a <script>: no `</script>` or `<!--` can close it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * The simulated game: one self-contained page (inline CSS and JS, system fonts, no request but its own bet
 * call), so it runs in the portal's sandboxed iframe. It shows the game, the vendor, the account and the
 * balance, and each Spin or Bet moves the member's balance in the simulator.
 */
export function gamePage(launch: Launch, balance: number): string {
  const p = paletteFor(launch.vendor)
  const words = playTexts(launch.language)
  const action = escapeXml(spinCategories.has(launch.category) ? words.spin : words.bet)
  const title = escapeXml(launch.gameName)
  const who = launch.demo ? escapeXml(words.demo) : escapeXml(launch.account)
  return `<!doctype html>
<html lang="${words.lang}" dir="${words.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${title} · ${escapeXml(launch.vendorName)}</title>
<style>
:root{color-scheme:dark;--hue:${p.hue};--accent:${p.accent};--light:${p.light};--deep:${p.deep}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:16px;font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#eef1ff;
background:radial-gradient(120% 80% at 20% 0%,hsl(var(--hue) 60% 22%),transparent 60%),radial-gradient(90% 70% at 100% 100%,hsl(calc(var(--hue) + 60) 60% 16%),transparent 60%),#0a0c16}
main{width:min(440px,100%);background:rgb(18 21 36/.86);border:1px solid rgb(255 255 255/.08);border-radius:24px;padding:22px;box-shadow:0 20px 60px rgb(0 0 0/.5)}
header{display:flex;gap:12px;align-items:center}
.logo{flex:none;width:48px;height:48px;border-radius:14px;display:grid;place-items:center;font-weight:900;letter-spacing:.5px;background:linear-gradient(135deg,var(--light),var(--deep))}
h1{margin:0;font-size:20px;line-height:1.2}
.meta{margin:2px 0 0;color:#a9b0d0;font-size:13px}
.wallet{margin:18px 0;display:flex;justify-content:space-between;align-items:baseline;padding:12px 16px;border-radius:14px;background:rgb(255 255 255/.05)}
.wallet span{color:#a9b0d0;font-size:13px}
.wallet output{font-size:24px;font-weight:800;font-variant-numeric:tabular-nums}
.reels{display:grid;grid-template-columns:repeat(3,1fr);gap:10px}
.reel{aspect-ratio:1;display:grid;place-items:center;border-radius:16px;font-size:44px;font-weight:900;background:linear-gradient(180deg,#1d2238,#121526);border:1px solid rgb(255 255 255/.07)}
.reels.spinning .reel{animation:spin .35s linear infinite}
@keyframes spin{50%{transform:translateY(-6px);opacity:.55}}
@media (prefers-reduced-motion:reduce){.reels.spinning .reel{animation:none;opacity:.6}}
.stakes{display:flex;gap:8px;margin:16px 0 12px}
.stakes button{flex:1;padding:8px 0;border-radius:999px;border:1px solid rgb(255 255 255/.14);background:transparent;color:inherit;font:inherit;font-weight:700;cursor:pointer}
.stakes button[aria-pressed=true]{background:rgb(255 255 255/.12);border-color:var(--accent)}
.play{width:100%;padding:14px;border:0;border-radius:999px;font:inherit;font-size:18px;font-weight:900;letter-spacing:1px;color:#0a0c16;background:linear-gradient(90deg,var(--light),var(--accent));cursor:pointer}
.play:disabled{opacity:.5;cursor:default}
button:focus-visible{outline:3px solid #fff;outline-offset:2px}
.result{min-height:1.4em;margin:12px 0 0;text-align:center;font-weight:700}
.result.win{color:#6ff0a8}.result.error{color:#ff8a8a}
.history{margin:10px 0 0;padding:0;list-style:none;color:#a9b0d0;font-size:12px;font-variant-numeric:tabular-nums}
</style></head>
<body><main>
<header><div class="logo" aria-hidden="true">${escapeXml(monogram(launch.vendor))}</div>
<div><h1>${title}</h1><p class="meta">${escapeXml(launch.vendorName)} · ${escapeXml(launch.category)} · <span data-testid="account">${who}</span></p></div></header>
<div class="wallet"><span>${escapeXml(words.balance)}</span><output id="balance" data-testid="balance" aria-live="polite"></output></div>
<div class="reels" id="reels" aria-label="${escapeXml(words.reels)}">${symbols
    .slice(0, 3)
    .map((symbol) => `<div class="reel">${escapeXml(symbol)}</div>`)
    .join('')}</div>
<div class="stakes" role="group" aria-label="${escapeXml(words.stake)}">${stakes
    .map(
      (stake, index) =>
        `<button type="button" data-stake="${stake}" aria-pressed="${index === 0}">${stake}</button>`,
    )
    .join('')}</div>
<button class="play" id="play" type="button" disabled>${action}</button>
<p class="result" id="result" role="status"></p>
<ol class="history" id="history"></ol>
</main>
<script>
(() => {
  const state = ${scriptJson({ balance, betUrl: `/sim/play/${launch.id}/bet` })};
  const words = ${scriptJson(words)};
  const money = (n) => n.toLocaleString(words.lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const $ = (id) => document.getElementById(id);
  let stake = ${stakes[0]};
  const show = () => { $('balance').textContent = money(state.balance); };
  show();
  for (const button of document.querySelectorAll('[data-stake]')) {
    button.addEventListener('click', () => {
      stake = Number(button.dataset.stake);
      for (const other of document.querySelectorAll('[data-stake]')) other.setAttribute('aria-pressed', String(other === button));
    });
  }
  $('play').addEventListener('click', async () => {
    const result = $('result');
    $('play').disabled = true;
    $('reels').classList.add('spinning');
    result.className = 'result';
    result.textContent = '';
    try {
      const response = await fetch(state.betUrl, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ stake }) });
      const answer = await response.json();
      await new Promise((done) => setTimeout(done, 450));
      if (!answer.success) {
        result.className = 'result error';
        result.textContent = answer.message;
        return;
      }
      const { reels, win, balance } = answer.value;
      state.balance = balance;
      show();
      [...$('reels').children].forEach((reel, index) => { reel.textContent = reels[index]; });
      result.className = win > 0 ? 'result win' : 'result';
      result.textContent = win > 0 ? words.youWin.replace('{amount}', money(win)) : words.noWin;
      const line = document.createElement('li');
      line.textContent = reels.join(' ') + '  ' + words.stake + ' ' + money(stake) + '  ' + words.win + ' ' + money(win);
      $('history').prepend(line);
      while ($('history').children.length > 5) $('history').lastChild.remove();
    } catch {
      result.className = 'result error';
      result.textContent = words.connectionLost;
    } finally {
      $('reels').classList.remove('spinning');
      $('play').disabled = false;
    }
  });
  // Enabled only now: a press before this script had run would have been lost.
  $('play').disabled = false;
})();
</script>
</body></html>`
}

/** The page for an unknown or forgotten launch (the simulator was reset, or the link was made up). */
export const endedPage = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Game session ended</title>
<body style="margin:0;min-height:100vh;display:grid;place-items:center;background:#0a0c16;color:#eef1ff;font:600 18px system-ui,sans-serif;text-align:center;padding:16px">
<p>This game session has ended.<br><span style="color:#a9b0d0;font-weight:400;font-size:14px">Close the game and launch it again.</span></p></body></html>`
