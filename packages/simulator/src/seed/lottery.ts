import { createPrng, hashText } from '../prng'

export type DrawKind = 'digits5' | 'digits3' | 'racing' | 'balls49' | 'sum27' | 'vn'

export interface LotteryGame {
  gameCode: string
  gameName: string
  /** Prize mode (spec §9): LOTT, ZY, ELOTT, SEA; Vietnamese games are 'VN'. */
  prizeMode: 'LOTT' | 'ZY' | 'ELOTT' | 'SEA' | 'VN'
  intervalMinutes: number
  kind: DrawKind
  region?: 'north' | 'central' | 'south'
}

export const lotteryGames: readonly LotteryGame[] = [
  { gameCode: 'TCG_FFC', gameName: '1-minute lotto', prizeMode: 'LOTT', intervalMinutes: 1, kind: 'digits5' },
  { gameCode: 'TCG_5FC', gameName: '5-minute lotto', prizeMode: 'LOTT', intervalMinutes: 5, kind: 'digits5' },
  { gameCode: 'TCG_3D', gameName: 'Pick 3', prizeMode: 'ZY', intervalMinutes: 10, kind: 'digits3' },
  { gameCode: 'TCG_PK10', gameName: 'Speed racing', prizeMode: 'ELOTT', intervalMinutes: 1, kind: 'racing' },
  { gameCode: 'TCG_28', gameName: 'Lucky 28', prizeMode: 'ELOTT', intervalMinutes: 3, kind: 'sum27' },
  { gameCode: 'SEA_649', gameName: 'Sea 6/49', prizeMode: 'SEA', intervalMinutes: 15, kind: 'balls49' },
  { gameCode: 'SEA_28', gameName: 'Sea 28', prizeMode: 'SEA', intervalMinutes: 5, kind: 'sum27' },
  {
    gameCode: 'VN_HANOI',
    gameName: 'Hà Nội',
    prizeMode: 'VN',
    intervalMinutes: 1440,
    kind: 'vn',
    region: 'north',
  },
  {
    gameCode: 'VN_DANANG',
    gameName: 'Đà Nẵng',
    prizeMode: 'VN',
    intervalMinutes: 1440,
    kind: 'vn',
    region: 'central',
  },
  {
    gameCode: 'VN_HCM',
    gameName: 'TP. Hồ Chí Minh',
    prizeMode: 'VN',
    intervalMinutes: 1440,
    kind: 'vn',
    region: 'south',
  },
  {
    gameCode: 'VN_FAST',
    gameName: 'Xổ số nhanh 1 phút',
    prizeMode: 'VN',
    intervalMinutes: 1,
    kind: 'vn',
    region: 'north',
  },
]

/** The draw a game is taking bets for at `now`; draws are numbered from the epoch so every run agrees. */
export function currentDraw(game: LotteryGame, now: number) {
  const length = game.intervalMinutes * 60_000
  const drawNo = Math.floor(now / length)
  return { drawNo, closesAt: new Date((drawNo + 1) * length).toISOString() }
}

/** The result of one draw: a pure function of game and draw number, like a recorded history. */
export function drawResult(game: LotteryGame, drawNo: number) {
  const prng = createPrng(hashText(`${game.gameCode}#${drawNo}`))
  const digits = (count: number) => Array.from({ length: count }, () => prng.int(0, 9))
  const openedAt = new Date((drawNo + 1) * game.intervalMinutes * 60_000).toISOString()
  const base = { gameCode: game.gameCode, drawNo: String(drawNo), openedAt }
  switch (game.kind) {
    case 'digits5':
      return { ...base, numbers: digits(5) }
    case 'digits3':
      return { ...base, numbers: digits(3) }
    case 'sum27': {
      const numbers = digits(3)
      return { ...base, numbers, sum: numbers.reduce((total, digit) => total + digit, 0) }
    }
    case 'racing': {
      const order = Array.from({ length: 10 }, (_, index) => index + 1)
      for (let i = order.length - 1; i > 0; i--) {
        const j = prng.int(0, i)
        ;[order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0]
      }
      return { ...base, numbers: order.map((number) => String(number).padStart(2, '0')) }
    }
    case 'balls49': {
      const balls = new Set<number>()
      while (balls.size < 7) balls.add(prng.int(1, 49))
      const [special, ...numbers] = [...balls]
      return { ...base, numbers: numbers.sort((a, b) => a - b), special }
    }
    case 'vn': {
      const ticket = (length: number) => digits(length).join('')
      return {
        ...base,
        prizes: {
          special: ticket(6),
          first: ticket(5),
          second: [ticket(5), ticket(5)],
          third: Array.from({ length: 6 }, () => ticket(5)),
          seventh: Array.from({ length: 4 }, () => ticket(2)),
        },
      }
    }
  }
}
