import { createPrng } from '../prng'
import { inLanguage, localised } from '../seed/localised'

/**
 * The simulator's live sports: football matches that kick off one after another around the clock, so a visit at
 * any hour finds some under way. Everything follows from the simulated time: the same moment gives the same
 * scores, and moving the clock (the dev surface) plays the matches on. The dev surface may add goals besides.
 */

export type MatchState = 'LIVE' | 'HALF_TIME' | 'FULL_TIME'

export type LiveMatch = {
  id: string
  league: string
  home: string
  away: string
  homeScore: number
  awayScore: number
  /** The match minute (1–90, stoppage time counted in the 45th and 90th); null at half time and after. */
  minute: number | null
  state: MatchState
  /** Kick-off, epoch milliseconds. */
  kickOff: number
  /** The moment this view of the match is of: the simulated now. */
  at: number
}

const minuteMs = 60_000
/** Half, break, half: 45 + 15 + 45 minutes; a finished match stays on the board for 15 more. */
const halfMinutes = 45
const breakMinutes = 15
const matchMinutes = halfMinutes * 2 + breakMinutes
const shownMinutes = matchMinutes + 15
/** A new kick-off on every pitch every two hours; the pitches start 20 minutes apart. */
const roundMinutes = 120
const pitches = 6
const pitchOffsetMinutes = 20

// Cities, so a team reads in the page's language: EN, zh-Hans, zh-Hant, VI, AR.
const cities = [
  localised(['Taipei', '台北', '台北', 'Đài Bắc', 'تايبيه']),
  localised(['Hanoi', '河内', '河內', 'Hà Nội', 'هانوي']),
  localised(['Manila', '马尼拉', '馬尼拉', 'Manila', 'مانيلا']),
  localised(['Bangkok', '曼谷', '曼谷', 'Băng Cốc', 'بانكوك']),
  localised(['Seoul', '首尔', '首爾', 'Seoul', 'سيول']),
  localised(['Osaka', '大阪', '大阪', 'Osaka', 'أوساكا']),
  localised(['Jakarta', '雅加达', '雅加達', 'Jakarta', 'جاكرتا']),
  localised(['Dubai', '迪拜', '杜拜', 'Dubai', 'دبي']),
  localised(['Kaohsiung', '高雄', '高雄', 'Cao Hùng', 'كاوشيونغ']),
  localised(['Saigon', '西贡', '西貢', 'Sài Gòn', 'سايغون']),
  localised(['Cebu', '宿务', '宿霧', 'Cebu', 'سيبو']),
  localised(['Busan', '釜山', '釜山', 'Busan', 'بوسان']),
] as const
const leagues = [
  localised([
    'Asia Premier League',
    '亚洲超级联赛',
    '亞洲超級聯賽',
    'Giải Ngoại hạng châu Á',
    'الدوري الآسيوي الممتاز',
  ]),
  localised(['Pacific Cup', '太平洋杯', '太平洋盃', 'Cúp Thái Bình Dương', 'كأس المحيط الهادئ']),
  localised([
    'City Derby Series',
    '城市德比赛',
    '城市德比賽',
    'Loạt trận derby thành phố',
    'سلسلة ديربي المدن',
  ]),
] as const

interface Fixture {
  id: string
  pitch: number
  kickOff: number
  league: number
  home: number
  away: number
  /** Minutes of play (1–90) at which each side scores. */
  homeGoals: number[]
  awayGoals: number[]
}

function goalsOf(random: () => number): number[] {
  const goals: number[] = []
  // Two or three chances a half, each a goal one time in three: about 1.5 goals a side.
  for (let chance = 0; chance < 5; chance += 1) if (random() < 0.3) goals.push(1 + Math.floor(random() * 90))
  return goals.sort((a, b) => a - b)
}

function fixture(pitch: number, round: number): Fixture {
  // Seeds next to each other start mulberry32 on nearly the same numbers: mix round and pitch first.
  const random = createPrng(Math.imul(round, 0x9e3779b1) ^ Math.imul(pitch + 1, 0x85ebca6b)).next
  // Pitches of the same hour never share a home side (2p + 5r differ mod 12 for any two of them).
  const home = (pitch * 2 + round * 5) % cities.length
  const away = (home + 1 + ((round * 7 + pitch) % (cities.length - 1))) % cities.length
  return {
    id: `M-${round}-${pitch}`,
    pitch,
    kickOff: (round * roundMinutes + pitch * pitchOffsetMinutes) * minuteMs,
    league: Math.floor(random() * leagues.length),
    home,
    away,
    homeGoals: goalsOf(random),
    awayGoals: goalsOf(random),
  }
}

/** The minute of play a number of minutes after kick-off, or the break. */
function playedAt(elapsedMinutes: number): { minute: number | null; state: MatchState; played: number } {
  if (elapsedMinutes < halfMinutes)
    return { minute: elapsedMinutes + 1, state: 'LIVE', played: elapsedMinutes + 1 }
  if (elapsedMinutes < halfMinutes + breakMinutes)
    return { minute: null, state: 'HALF_TIME', played: halfMinutes }
  if (elapsedMinutes < matchMinutes) {
    const minute = elapsedMinutes - breakMinutes + 1
    return { minute, state: 'LIVE', played: minute }
  }
  return { minute: null, state: 'FULL_TIME', played: 90 }
}

/** Extra goals the dev surface added, by match id. */
export type ExtraGoals = ReadonlyMap<string, { home: number; away: number }>

/** The matches on the board at `now`: kicked off and not long finished, earliest kick-off first. */
export function liveMatches(now: number, language: string, extra: ExtraGoals = new Map()): LiveMatch[] {
  const nowMinutes = Math.floor(now / minuteMs)
  const matches: LiveMatch[] = []
  for (let pitch = 0; pitch < pitches; pitch += 1) {
    // The latest kick-off on this pitch at or before now, and the one before it if it is still shown.
    const latest = Math.floor((nowMinutes - pitch * pitchOffsetMinutes) / roundMinutes)
    for (const round of [latest - 1, latest]) {
      const game = fixture(pitch, round)
      const elapsed = nowMinutes - game.kickOff / minuteMs
      if (elapsed < 0 || elapsed >= shownMinutes) continue
      const { minute, state, played } = playedAt(elapsed)
      const added = extra.get(game.id) ?? { home: 0, away: 0 }
      matches.push({
        id: game.id,
        league: inLanguage(leagues[game.league] ?? leagues[0], language),
        home: inLanguage(cities[game.home] ?? cities[0], language),
        away: inLanguage(cities[game.away] ?? cities[1], language),
        homeScore: game.homeGoals.filter((at) => at <= played).length + added.home,
        awayScore: game.awayGoals.filter((at) => at <= played).length + added.away,
        minute,
        state,
        kickOff: game.kickOff,
        at: now,
      })
    }
  }
  return matches.sort((a, b) => a.kickOff - b.kickOff || a.id.localeCompare(b.id))
}
