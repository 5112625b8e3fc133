/**
 * @portal/core/browser: the ports `createPortal` takes, over the browser's own storage and cookies, so a front end
 * in a browser (the React app, a plain-DOM page) writes none of its own. What each keeps and clears, and when:
 * docs/front-end.md.
 */
export { type CookieDocument, documentCookies } from './document-cookies'
export { type WebStorageLike, webLocalStore, webSessionStore, webStorage } from './web-storage'
