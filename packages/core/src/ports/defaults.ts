import type { BotCheck } from './index'

/**
 * The bot check when the operator has not plugged in a provider (a slider captcha, Turnstile, Geetest…): it
 * sends no token, so the server decides. Named for what it is, so nobody mistakes it for protection.
 */
export const noBotCheck: BotCheck = {
  verify: async () => '',
}
