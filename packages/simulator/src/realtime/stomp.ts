/** STOMP 1.2 frames (https://stomp.github.io/stomp-specification-1.2.html), as much as the portal's channel uses. */
export interface StompFrame {
  command: string
  headers: Record<string, string>
  body: string
}

const escapes: Record<string, string> = { '\\\\': '\\', '\\n': '\n', '\\r': '\r', '\\c': ':' }
const unescapeHeader = (text: string) => text.replace(/\\[\\nrc]/g, (pair) => escapes[pair] ?? pair)
const escapeHeader = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/:/g, '\\c')

/**
 * The frames in one WebSocket message. A frame ends with NUL; end-of-lines between frames are heart-beats and
 * are skipped. Returns null for text that is no frame (the connection then gets an ERROR).
 */
export function parseFrames(data: string): StompFrame[] | null {
  const frames: StompFrame[] = []
  for (const chunk of data.split('\0')) {
    const text = chunk.replace(/^[\r\n]+/, '')
    if (text === '') continue
    const headerEnd = text.search(/\r?\n\r?\n/)
    const head = headerEnd === -1 ? text : text.slice(0, headerEnd)
    const body = headerEnd === -1 ? '' : text.slice(headerEnd).replace(/^\r?\n\r?\n/, '')
    const [command = '', ...lines] = head.split(/\r?\n/)
    if (!/^[A-Z]+$/.test(command)) return null
    const headers: Record<string, string> = {}
    // CONNECT and CONNECTED headers are not escaped (1.2 §"Value Encoding"); the first of a repeated header wins.
    const decode = command === 'CONNECT' || command === 'STOMP' ? (value: string) => value : unescapeHeader
    for (const line of lines) {
      const colon = line.indexOf(':')
      if (colon <= 0) return null
      const name = decode(line.slice(0, colon))
      if (!Object.hasOwn(headers, name)) headers[name] = decode(line.slice(colon + 1))
    }
    frames.push({ command, headers, body })
  }
  return frames
}

export function serializeFrame({ command, headers, body }: StompFrame): string {
  const encode = command === 'CONNECTED' ? (value: string) => value : escapeHeader
  const lines = Object.entries(headers).map(([name, value]) => `${encode(name)}:${encode(value)}`)
  if (body !== '') lines.push(`content-length:${new TextEncoder().encode(body).length}`)
  return `${command}\n${lines.join('\n')}\n\n${body}\0`
}
