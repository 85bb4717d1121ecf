/**
 * Reads a `text/event-stream` body as it arrives, one network chunk at a time, by the rules
 * browsers follow for EventSource: lines end in LF, CRLF or CR; a blank line ends an event;
 * `data` lines join with LF; a line starting with `:` is a comment; `retry` takes a whole
 * number of milliseconds. Both the coach's stream and record sync's change signal are read
 * with it, on the phone, where EventSource cannot show an answer's status or headers.
 */

export type ServerSentEvent = {
  /** `message` when the event named none. */
  event: string
  data: string
  /** The last `id` the stream sent, kept across events as EventSource does. */
  lastEventId: string
}

export class ServerSentEventReader {
  private buffer = ''
  private event = ''
  private data: string[] = []
  private hasData = false
  private afterCr = false
  lastEventId = ''
  /** The last `retry` the stream sent: how long to wait before opening it again (ms). */
  retry: number | null = null

  /** Takes decoded text (split anywhere) and returns every event it completes. */
  push(text: string): ServerSentEvent[] {
    if (text === '') return []
    // A CR that ended the last chunk may be the first half of a CRLF.
    if (this.afterCr && text.startsWith('\n')) text = text.slice(1)
    this.afterCr = false
    this.buffer += text
    const out: ServerSentEvent[] = []
    let start = 0
    for (let i = 0; i < this.buffer.length; i++) {
      const char = this.buffer[i]
      if (char !== '\n' && char !== '\r') continue
      const line = this.buffer.slice(start, i)
      if (char === '\r') {
        if (i === this.buffer.length - 1) this.afterCr = true
        else if (this.buffer[i + 1] === '\n') i++
      }
      start = i + 1
      const event = this.line(line)
      if (event) out.push(event)
    }
    this.buffer = this.buffer.slice(start)
    return out
  }

  private line(line: string): ServerSentEvent | null {
    if (line === '') return this.dispatch()
    if (line.startsWith(':')) return null
    const colon = line.indexOf(':')
    const field = colon === -1 ? line : line.slice(0, colon)
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '')
    if (field === 'data') {
      this.data.push(value)
      this.hasData = true
    } else if (field === 'event') {
      this.event = value
    } else if (field === 'id' && !value.includes('\0')) {
      this.lastEventId = value
    } else if (field === 'retry' && /^[0-9]+$/.test(value)) {
      this.retry = Number(value)
    }
    return null
  }

  private dispatch(): ServerSentEvent | null {
    const event = this.hasData
      ? {
          event: this.event || 'message',
          data: this.data.join('\n'),
          lastEventId: this.lastEventId,
        }
      : null
    this.event = ''
    this.data = []
    this.hasData = false
    return event
  }
}
