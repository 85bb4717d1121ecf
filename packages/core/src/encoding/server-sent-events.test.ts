import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { textInChunks } from '../test/text-chunks'
import { ServerSentEventReader } from './server-sent-events'

const SYNC_STREAM =
  'retry: 5000\n\nevent: change\ndata: {"seq":3,"keyVersion":1}\n\n: heartbeat\n\n' +
  'event: change\ndata: {"seq":4,"keyVersion":1}\n\n'

/** `wire` pushed to a new reader in chunks cut at `cuts` (textInChunks). */
function readInChunks(wire: string, cuts: readonly number[]) {
  const reader = new ServerSentEventReader()
  const out = textInChunks(wire, cuts).flatMap((chunk) => reader.push(chunk))
  return { reader, out }
}

describe('reading an event stream', () => {
  it("reads record sync's stream: the retry, then each change, skipping heartbeats", () => {
    const reader = new ServerSentEventReader()
    expect(reader.push(SYNC_STREAM)).toEqual([
      { event: 'change', data: '{"seq":3,"keyVersion":1}', lastEventId: '' },
      { event: 'change', data: '{"seq":4,"keyVersion":1}', lastEventId: '' },
    ])
    expect(reader.retry).toBe(5000)
  })

  it('reads the same events however the text is split, with LF, CRLF or CR line ends', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('\n', '\r\n', '\r'),
        fc.array(fc.nat(), { maxLength: 8 }),
        (end, cuts) => {
          const wire = SYNC_STREAM.replace(/\n/g, end)
          const { reader, out } = readInChunks(wire, cuts)
          expect(out.map((event) => event.data)).toEqual([
            '{"seq":3,"keyVersion":1}',
            '{"seq":4,"keyVersion":1}',
          ])
          expect(reader.retry).toBe(5000)
        },
      ),
    )
  })

  it('reads a long line split over many chunks whole, as a change riding its event arrives', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom('a', 'Z', '9', '+', '/', '"', ':', ' '),
          maxLength: 7000,
        }),
        fc.array(fc.nat(), { maxLength: 64 }),
        (records, cuts) => {
          const wire = `event: change\r\ndata: {"records":"${records}"}\r\n\r\n`
          const { out } = readInChunks(wire, cuts)
          expect(out).toEqual([
            { event: 'change', data: `{"records":"${records}"}`, lastEventId: '' },
          ])
        },
      ),
    )
  })

  it('joins data lines, names unnamed events message, keeps the last id and skips a bad retry', () => {
    const reader = new ServerSentEventReader()
    const events = reader.push('id: 7\ndata: one\ndata:two\n\nretry: soon\nevent\ndata\n\n')
    expect(events).toEqual([
      { event: 'message', data: 'one\ntwo', lastEventId: '7' },
      { event: 'message', data: '', lastEventId: '7' },
    ])
    expect(reader.retry).toBeNull()
  })

  it('sends nothing for an event without data, nor for one not yet ended', () => {
    const reader = new ServerSentEventReader()
    expect(reader.push('event: change\n\ndata: half')).toEqual([])
    expect(reader.push('\n\n')).toEqual([{ event: 'message', data: 'half', lastEventId: '' }])
  })
})
