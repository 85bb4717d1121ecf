import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { utf8Bytes, utf8Text } from './utf8'

// The reference: the platform's own codecs, through globals the pure code does not use.
const platform = globalThis as unknown as {
  TextEncoder: new () => { encode(text: string): Uint8Array }
  TextDecoder: new () => { decode(bytes: Uint8Array): string }
}
const encoder = new platform.TextEncoder()
const decoder = new platform.TextDecoder()

/** Text of any UTF-16 code units, surrogates (paired or not) often among them. */
const anyText = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0, max: 0x7f }),
      fc.integer({ min: 0x80, max: 0xffff }),
      fc.integer({ min: 0xd800, max: 0xdfff }),
    ),
    { maxLength: 60 },
  )
  .map((units) => String.fromCharCode(...units))

describe('utf8', () => {
  it('encodes as TextEncoder does, lone surrogates included', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(utf8Bytes(text)).toEqual(encoder.encode(text))
      }),
    )
    expect(utf8Bytes('a\ud800b')).toEqual(Uint8Array.from([0x61, 0xef, 0xbf, 0xbd, 0x62]))
  })

  it('decodes what it encodes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 100 }), (text) => {
        expect(utf8Text(utf8Bytes(text))).toBe(text)
      }),
    )
    expect(utf8Text(utf8Bytes('café 🙂 日本'))).toBe('café 🙂 日本')
  })

  it('reads bytes that are not UTF-8 as TextDecoder does', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 60 }), (bytes) => {
        expect(utf8Text(bytes)).toBe(decoder.decode(bytes))
      }),
    )
    // Overlong, surrogate, beyond U+10FFFF, cut short, a stray continuation byte, a byte order
    // mark (dropped at the start only).
    for (const bytes of [
      [0xc0, 0xaf],
      [0xe0, 0x80, 0xaf],
      [0xed, 0xa0, 0x80],
      [0xf4, 0x90, 0x80, 0x80],
      [0xe2, 0x82],
      [0x61, 0x80, 0x62],
      [0xef, 0xbb, 0xbf, 0x61, 0xef, 0xbb, 0xbf],
      [0xef, 0xbb],
    ]) {
      const array = Uint8Array.from(bytes)
      expect(utf8Text(array)).toBe(decoder.decode(array))
    }
  })

  it('reads a long text in one piece', () => {
    const text = 'zanzibar marmalade quartet, é 🙂 '.repeat(20_000)
    expect(utf8Text(utf8Bytes(text))).toBe(text)
  })
})
