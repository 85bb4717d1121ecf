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
  /** The pieces of a line not yet ended. */
  private held: string[] = []
  private event = ''
  private data: string[] = []
  private hasData = false
  private afterCr = false
  lastEventId = ''
  /** The last `retry` the stream sent: how long to wait before opening it again (ms). */
  retry: number | null = null

  /**
   * Takes decoded text (split anywhere) and returns every event it completes. Line ends are
   * found by the engine's own search in the new text only, and a line split over chunks is held
   * in pieces joined once it ends: a change riding its event is thousands of characters, read
   * once on a phone whose code for it has not warmed up, and a character-by-character loop over
   * all the held text for each chunk grew with the square of an event's chunks.
   */
  push(text: string): ServerSentEvent[] {
    if (text === '') return []
    // A CR that ended the last chunk may be the first half of a CRLF.
    if (this.afterCr && text.startsWith('\n')) text = text.slice(1)
    this.afterCr = false
    const out: ServerSentEvent[] = []
    const lineEnd = /\r\n|\r|\n/g
    let start = 0
    for (let found = lineEnd.exec(text); found; found = lineEnd.exec(text)) {
      let line = text.slice(start, found.index)
      if (this.held.length > 0) {
        line = this.held.join('') + line
        this.held = []
      }
      const event = this.line(line)
      if (event) out.push(event)
      start = lineEnd.lastIndex
      if (found[0] === '\r' && start === text.length) this.afterCr = true
    }
    if (start < text.length) this.held.push(text.slice(start))
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
