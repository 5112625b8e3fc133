import type { Prng } from '../prng'

/** Letters and digits nobody confuses (no 0/O, 1/I/L). */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** A four-character captcha as an SVG data URL, with its answer. Wobbly glyphs and noise lines, dark theme. */
export function drawCaptcha(random: Prng): { answer: string; image: string } {
  const answer = Array.from({ length: 4 }, () => random.pick([...alphabet])).join('')
  const glyphs = [...answer]
    .map((char, index) => {
      const x = 18 + index * 26
      const y = 30 + random.int(-4, 4)
      const hue = random.int(0, 359)
      return `<text x="${x}" y="${y}" transform="rotate(${random.int(-18, 18)} ${x} ${y})" fill="hsl(${hue} 90% 72%)">${char}</text>`
    })
    .join('')
  const noise = Array.from({ length: 5 }, () => {
    const hue = random.int(0, 359)
    return `<path d="M${random.int(0, 20)} ${random.int(5, 40)} Q${random.int(30, 90)} ${random.int(0, 44)} ${random.int(100, 120)} ${random.int(5, 40)}" stroke="hsl(${hue} 70% 60% / .55)" stroke-width="1.5" fill="none"/>`
  }).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44" viewBox="0 0 120 44"><rect width="120" height="44" rx="6" fill="#141826"/><g font-family="Verdana,sans-serif" font-size="24" font-weight="700">${glyphs}</g>${noise}</svg>`
  return { answer, image: `data:image/svg+xml;base64,${btoa(svg)}` }
}
