import type { Hono } from 'hono'
import { escapeXml } from '../art/svg'
import { chatModel } from '../seed/chat'
import { inLanguage } from '../seed/localised'

const rtl = new Set(['AR', 'UR'])

/**
 * The chat room a `chatLaunch` URL opens: one self-contained dark page (inline CSS and JS, system fonts, no
 * outside request). Messages stay in the page; the host answers each one after a moment.
 */
export function chatPage(title: string, greeting: string, language: string): string {
  return `<!doctype html><html lang="${escapeXml(language.toLowerCase())}" dir="${rtl.has(language) ? 'rtl' : 'ltr'}">
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>
*{box-sizing:border-box}html,body{height:100%;margin:0}
body{display:flex;flex-direction:column;background:#0d1020;color:#e8eaf6;font:15px/1.4 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
header{padding:12px 16px;background:#161a33;border-bottom:1px solid #262b4d;font-weight:700;display:flex;gap:8px;align-items:center}
header i{width:10px;height:10px;border-radius:50%;background:#3ddc84;display:inline-block}
main{flex:1;overflow-y:auto;padding:16px;display:flex;flex-direction:column;gap:8px}
.msg{max-width:80%;padding:8px 12px;border-radius:14px;background:#1f2447;align-self:flex-start;white-space:pre-wrap;word-break:break-word}
.msg.me{align-self:flex-end;background:#5b4bff;color:#fff}
form{display:flex;gap:8px;padding:12px;background:#161a33;border-top:1px solid #262b4d}
input{flex:1;min-width:0;padding:10px 12px;border-radius:10px;border:1px solid #343a66;background:#0d1020;color:inherit;font:inherit}
button{padding:10px 16px;border:0;border-radius:10px;background:#ffb400;color:#1a1300;font-weight:700;cursor:pointer}
</style>
<header><i></i><span>${title}</span></header>
<main id="log" aria-live="polite"><div class="msg">${greeting}</div></main>
<form id="form"><input id="text" autocomplete="off" maxlength="500" aria-label="Message"><button>➤</button></form>
<script>
const log=document.getElementById('log'),text=document.getElementById('text')
const say=(words,me)=>{const d=document.createElement('div');d.className='msg'+(me?' me':'');d.textContent=words;log.append(d);log.scrollTop=log.scrollHeight}
document.getElementById('form').addEventListener('submit',e=>{e.preventDefault();const w=text.value.trim();if(!w)return;say(w,true);text.value='';setTimeout(()=>say('✔ '+w.length+' / 500'),400)})
</script></html>`
}

/** `/sim/chat/{modelId}[?lang=CN]`: the chat page of a model; unknown models get a 404 page. */
export function chatRoutes(app: Hono): void {
  app.get('/sim/chat/:modelId', (c) => {
    const model = chatModel(c.req.param('modelId'))
    const language = (c.req.query('lang') ?? 'EN').toUpperCase()
    if (!model) return c.html(chatPage('Chat', 'This chat room does not exist.', language), 404)
    const title = escapeXml(inLanguage(model.title, language))
    return c.html(chatPage(title, escapeXml(inLanguage(model.greeting, language)), language), 200, {
      'Cache-Control': 'no-store',
    })
  })
}
