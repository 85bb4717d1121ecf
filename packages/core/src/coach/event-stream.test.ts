import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { textInChunks } from '../test/text-chunks'
import { chunkText, DONE_EVENT, encodeDelta, EventStreamDecoder } from './event-stream'

describe('the coach stream framing', () => {
  it('encodes one OpenAI-style delta per event', () => {
    expect(encodeDelta('Hello')).toBe('data: {"choices":[{"delta":{"content":"Hello"}}]}\n\n')
    expect(DONE_EVENT).toBe('data: [DONE]\n\n')
  })

  it('decodes what was encoded, however the bytes are split on the way', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1 }), { maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        (pieces, cuts) => {
          const wire = pieces.map(encodeDelta).join('') + DONE_EVENT
          const decoder = new EventStreamDecoder()
          const out = textInChunks(wire, cuts).flatMap((chunk) => decoder.push(chunk))
          expect(out.join('')).toBe(pieces.join(''))
          expect(decoder.done).toBe(true)
        },
      ),
    )
  })

  it('skips comments, other fields, malformed data and CRLF line ends', () => {
    const decoder = new EventStreamDecoder()
    expect(decoder.push(': keep-alive\n\nevent: ping\n\ndata: not json\n\n')).toEqual([])
    expect(decoder.push('data: {"choices":[{"delta":{"content":"a"}}]}\r\n\r\n')).toEqual(['a'])
    expect(
      decoder.push('data: [DONE]\n\ndata: {"choices":[{"delta":{"content":"late"}}]}\n\n'),
    ).toEqual([])
    expect(decoder.done).toBe(true)
  })

  it('cuts text into chunks of a few words that join back to the text', () => {
    const text = 'One two three four five.\n\n- six **seven**'
    expect(chunkText(text).join('')).toBe(text)
    expect(chunkText(text, 2)[0]).toBe('One two ')
  })
})
