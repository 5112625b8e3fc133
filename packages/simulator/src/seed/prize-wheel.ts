/** The prize wheel's segments, clockwise from the top, minor units; 0 pays nothing. */
export const wheelSegments: readonly number[] = [100, 0, 500, 200, 0, 1_800, 300, 8_800]

export const wheelId = 'WHEEL-1'

/** One ticket for each 100 of valid bets, and for each 100 of settled deposits (minor units). */
export const turnoverPerTicket = 10_000
export const depositPerTicket = 10_000
