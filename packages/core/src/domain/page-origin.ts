/**
 * The page origin taken when `createPortal` is given none: an `https:` page that matches no real address. A module
 * of its own: the portal's first script needs this value, not the frame rules (`frame-url.ts`) the launches use.
 */
export const unknownPageOrigin = 'https://portal.invalid'
