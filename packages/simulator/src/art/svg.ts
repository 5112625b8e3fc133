import { hashText } from '../prng'

/** Two hues and a dark base picked from a code: the same code always gets the same colours. */
export function paletteFor(code: string) {
  const hash = hashText(code)
  const hue = hash % 360
  const shift = 30 + ((hash >>> 9) % 60)
  return {
    hue,
    light: `hsl(${hue} 85% 62%)`,
    deep: `hsl(${(hue + shift) % 360} 80% 38%)`,
    accent: `hsl(${(hue + 180) % 360} 90% 65%)`,
    base: `hsl(${hue} 35% 9%)`,
    /** Extra bits for shapes and positions. */
    bits: hash >>> 16,
  }
}

export const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`
}

export const fontStack = "font-family=\"'Inter','Segoe UI',Roboto,Helvetica,Arial,sans-serif\""

/** A font size that fits `text` into `width` for a bold sans face (about 0.7 em per capital). */
export const fitText = (text: string, width: number, max: number) =>
  Math.max(10, Math.min(max, Math.floor(width / (Math.max(text.length, 1) * 0.7))))

/** Right-to-left scripts: Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms. */
const rightToLeft = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/
/** The first strong letter decides, as `dir="auto"` does: "VIP …" in Arabic text is still Arabic. */
const firstLetter = /[\p{L}]/u

/** The direction a line of text reads in, from its first letter. */
export function directionOf(text: string): 'ltr' | 'rtl' {
  const letter = firstLetter.exec(text)?.[0] ?? ''
  return rightToLeft.test(letter) ? 'rtl' : 'ltr'
}
