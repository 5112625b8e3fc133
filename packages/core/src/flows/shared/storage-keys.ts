/** Keys the core owns in the stores it is given. One place, so a rename can't miss a reader. */
export const storageKeys = {
  /** Session store: the session token. */
  token: 'token',
  /** Session and local store: the operator's merchant code (survives sign-out). */
  merchantCode: 'merchantCode',
  /** Local store: current and previous language (spec §4, "Language change"). */
  language: 'lang',
  previousLanguage: 'hisLang',
  /** Session store: `closed` once the signed-in audience closed the announcement popup (spec §4). */
  userPopup: 'USER_POPUP',
  /** Session store: the same for the anonymous audience. */
  anonymousPopup: 'ANONYMOUS_POPUP',
} as const
