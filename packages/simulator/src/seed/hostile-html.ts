/**
 * The global every hostile payload below sets when it runs: an XSS test renders the server's HTML and then asserts
 * `window.__xss` is still undefined.
 */
export const xssMarker = '__xss'

/**
 * Server HTML that must never run script once the portal has sanitised it (spec: announcements, notices and the
 * help centre are server HTML). Each entry is a classic way in: script tags, event handlers, `javascript:` URLs
 * (also obfuscated), frames, SVG, styles that cover the page, and a mutation-XSS shape.
 */
export const xssPayloads: readonly { name: string; html: string }[] = [
  { name: 'script tag', html: '<script>window.__xss = 1</script>' },
  { name: 'img onerror', html: '<img src="x" onerror="window.__xss = 1" alt="broken">' },
  { name: 'javascript link', html: '<a href="javascript:window.__xss = 1">Claim the bonus</a>' },
  {
    name: 'obfuscated javascript link',
    html: '<a href="&#106;ava&#x09;script:window.__xss=1">Open</a> <a href=" JaVaScRiPt:window.__xss=1">Open</a>',
  },
  { name: 'iframe javascript', html: '<iframe src="javascript:parent.__xss = 1"></iframe>' },
  { name: 'iframe srcdoc', html: '<iframe srcdoc="<script>parent.__xss = 1</script>"></iframe>' },
  { name: 'inline onclick', html: '<button type="button" onclick="window.__xss = 1">Click me</button>' },
  { name: 'svg onload', html: '<svg onload="window.__xss = 1" width="10" height="10"><circle r="4"/></svg>' },
  {
    name: 'svg script',
    html: '<svg width="10" height="10"><script>window.__xss = 1</script><a href="javascript:window.__xss=1"><text y="9">x</text></a></svg>',
  },
  {
    name: 'details ontoggle',
    html: '<details open ontoggle="window.__xss = 1"><summary>More</summary></details>',
  },
  { name: 'input autofocus', html: '<input autofocus onfocus="window.__xss = 1" value="focus">' },
  { name: 'video source onerror', html: '<video><source src="x" onerror="window.__xss = 1"></video>' },
  { name: 'body onload', html: '<body onload="window.__xss = 1"><p>body</p></body>' },
  { name: 'object data', html: '<object data="javascript:window.__xss = 1"></object>' },
  { name: 'embed', html: '<embed src="javascript:window.__xss = 1">' },
  { name: 'form action', html: '<form action="javascript:window.__xss = 1"><button>Send</button></form>' },
  { name: 'meta refresh', html: '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">' },
  {
    name: 'style url',
    html: '<div style="background-image:url(javascript:window.__xss=1);width:10px;height:10px"></div>',
  },
  {
    name: 'style overlay',
    html: '<div style="position:fixed;inset:0;z-index:2147483647;background:rgba(255,0,0,.5)" onmouseover="window.__xss = 1">Covering the page</div>',
  },
  { name: 'style tag', html: '<style>body { display: none !important }</style><p>Styles stay out</p>' },
  {
    name: 'mutation xss',
    html: '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss = 1"></style></mglyph></table></mtext></math>',
  },
  {
    name: 'noscript mutation',
    html: '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>"></p></noscript>',
  },
]

/**
 * Addresses a careless or compromised back end might hand out for links, pictures and frames: each must be
 * refused by the portal's URL gate. They stand in for the resources' and a banner's addresses while hostile
 * content is on.
 */
export const hostileUrls: readonly string[] = [
  'javascript:window.__xss = 1',
  ' JaVaScRiPt:window.__xss=1',
  'java\tscript:window.__xss=1',
  'data:text/html,<script>parent.__xss = 1</script>',
  'vbscript:msgbox(1)',
  'https://portal.test@evil.test/',
]
