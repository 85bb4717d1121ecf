import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createJsonTextScanner, MAX_JSON_DEPTH, scanJsonText } from './json-text-scanner'

/** What the scanner should say, worked out from the parsed value instead of the text. */
function expected(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return textProblem(value)
  if (value === null || typeof value !== 'object') return undefined
  if (depth + 1 > MAX_JSON_DEPTH) return 'too_deep'
  const children = Array.isArray(value) ? value : Object.entries(value).flat()
  for (const child of children) {
    const found = expected(child, depth + 1)
    if (found) return found
  }
  return undefined
}

function textProblem(text: string): string | undefined {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i)
    if (unit === 0) return 'nul'
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1)
      if (next >= 0xdc00 && next <= 0xdfff) i += 1
      else return 'lone_surrogate'
    } else if (unit >= 0xdc00 && unit <= 0xdfff) return 'lone_surrogate'
  }
  return undefined
}

/** Strings with every kind of code unit: NUL, lone and paired surrogates, quotes, backslashes. */
const nastyString = fc.string({
  unit: fc.oneof(
    fc.constantFrom('\u0000', '\ud800', '\udfff', '\ud83d\ude00', '"', '\\', '\n', 'é', 'a'),
    fc.string({ unit: 'binary', maxLength: 1 }),
  ),
  maxLength: 12,
})

const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(nastyString, tie('value'), { maxKeys: 4 }),
  ),
})).value

/** A JSON text split into random pieces, as it arrives from the network. */
function inPieces(text: string, cuts: number[]): string[] {
  const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b)
  const pieces: string[] = []
  let last = 0
  for (const point of points) {
    pieces.push(text.slice(last, point))
    last = point
  }
  pieces.push(text.slice(last))
  return pieces
}

describe('scanJsonText', () => {
  it('agrees with the parsed value on NUL, lone surrogates and depth', () => {
    fc.assert(
      fc.property(jsonValue, (value) => {
        expect(scanJsonText(JSON.stringify(value)) ?? null).toBe(expected(value) ?? null)
      }),
      { numRuns: 2000 },
    )
  })

  it('gives the same verdict whatever the pieces the text arrives in', () => {
    fc.assert(
      fc.property(jsonValue, fc.array(fc.nat(), { maxLength: 8 }), (value, cuts) => {
        const text = JSON.stringify(value)
        const scanner = createJsonTextScanner()
        let found: string | undefined
        for (const piece of inPieces(text, cuts)) found ??= scanner.push(piece)
        found ??= scanner.end()
        expect(found ?? null).toBe(scanJsonText(text) ?? null)
      }),
      { numRuns: 1000 },
    )
  })

  it('reads escapes in either case, and an escaped backslash is not an escape', () => {
    expect(scanJsonText('{"a":"\\u0000"}')).toBe('nul')
    expect(scanJsonText('{"\\u0000":1}')).toBe('nul')
    expect(scanJsonText('["\\\\u0000"]')).toBeUndefined()
    expect(scanJsonText('["\\uD800"]')).toBe('lone_surrogate')
    expect(scanJsonText('["\\uDC00\\uD800"]')).toBe('lone_surrogate')
    expect(scanJsonText('["\\uD83D\\uDE00"]')).toBeUndefined()
    expect(scanJsonText('["\\ud83d\\n"]')).toBe('lone_surrogate')
    expect(scanJsonText('"\\ud83d')).toBe('lone_surrogate')
    expect(scanJsonText('"[[[["')).toBeUndefined()
    expect(scanJsonText('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH))).toBeUndefined()
    expect(scanJsonText('['.repeat(MAX_JSON_DEPTH + 1))).toBe('too_deep')
  })
})
