/** Plain ANSI colours, only when the output is a terminal (and NO_COLOR is not set). */
export interface Palette {
  actor(text: string): string
  event(text: string): string
  state(text: string): string
  emitted(text: string): string
  dim(text: string): string
  ok(text: string): string
  fail(text: string): string
}

const ansi = (code: number) => (text: string) => (text === '' ? '' : `\u001b[${code}m${text}\u001b[0m`)
const plain = (text: string) => text

export function palette(colour: boolean): Palette {
  if (!colour)
    return { actor: plain, event: plain, state: plain, emitted: plain, dim: plain, ok: plain, fail: plain }
  return {
    actor: ansi(36),
    event: ansi(33),
    state: ansi(1),
    emitted: ansi(35),
    dim: ansi(2),
    ok: ansi(32),
    fail: ansi(31),
  }
}

export const colourWanted = (stream: { isTTY?: boolean }) => Boolean(stream.isTTY) && !process.env.NO_COLOR
