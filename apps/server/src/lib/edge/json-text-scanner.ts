/**
 * Scans JSON text as it streams in, for what JSON allows but Hara refuses at the edge:
 * the NUL character (`\u0000`: PostgreSQL text cannot hold it), lone
 * UTF-16 surrogates (`\ud800` without its pair: not a character, and not storable as UTF-8),
 * and nesting deeper than any real request needs.
 *
 * It never judges the JSON's syntax: a malformed body is left to the parser, which answers 400.
 * Inside a JSON string these characters can only be written as `\u` escapes (raw control
 * characters are a syntax error, and a strict UTF-8 decoder refuses encoded surrogates), so
 * following strings and escapes is enough.
 */

/** Arrays and objects inside each other; the deepest real body (a coach request) uses 4. */
export const MAX_JSON_DEPTH = 32

export type JsonTextProblem = 'nul' | 'lone_surrogate' | 'too_deep'

export type JsonTextScanner = {
  /** Feeds the next piece of text; returns the first problem found so far, if any. */
  push(text: string): JsonTextProblem | undefined
  /** At the end of the body: a high surrogate left waiting is lone. */
  end(): JsonTextProblem | undefined
}

export function createJsonTextScanner(maxDepth = MAX_JSON_DEPTH): JsonTextScanner {
  let depth = 0
  let inString = false
  let escaped = false
  /** Hex digits of a `\u` escape collected so far, or -1 outside one. */
  let hexCount = -1
  let hexValue = 0
  /** A `\uD8xx`–`\uDBxx` escape was just read; only a low-surrogate escape may follow. */
  let highPending = false
  let problem: JsonTextProblem | undefined

  const codeUnit = (unit: number): JsonTextProblem | undefined => {
    const isHigh = unit >= 0xd800 && unit <= 0xdbff
    const isLow = unit >= 0xdc00 && unit <= 0xdfff
    if (highPending) {
      highPending = false
      return isLow ? undefined : 'lone_surrogate'
    }
    if (unit === 0) return 'nul'
    if (isLow) return 'lone_surrogate'
    highPending = isHigh
    return undefined
  }

  const step = (ch: number): JsonTextProblem | undefined => {
    if (!inString) {
      if (ch === 0x22) inString = true
      else if (ch === 0x5b || ch === 0x7b) {
        depth += 1
        if (depth > maxDepth) return 'too_deep'
      } else if (ch === 0x5d || ch === 0x7d) depth = Math.max(0, depth - 1)
      return undefined
    }
    if (hexCount >= 0) {
      const digit = hexDigit(ch)
      if (digit < 0) {
        // Not a valid escape: the parser will refuse it.
        hexCount = -1
        return undefined
      }
      hexValue = hexValue * 16 + digit
      hexCount += 1
      if (hexCount < 4) return undefined
      hexCount = -1
      return codeUnit(hexValue)
    }
    if (escaped) {
      escaped = false
      if (ch === 0x75) {
        hexCount = 0
        hexValue = 0
        return undefined
      }
      // Any other escape (\n, \", \\ …) is a whole character.
      return highPending ? codeUnit(0x20) : undefined
    }
    if (ch === 0x5c) {
      escaped = true
      return undefined
    }
    if (highPending) return codeUnit(ch)
    if (ch === 0x22) inString = false
    else if (ch === 0) return 'nul'
    return undefined
  }

  return {
    push(text) {
      if (problem) return problem
      for (let i = 0; i < text.length; i++) {
        problem = step(text.charCodeAt(i))
        if (problem) return problem
      }
      return undefined
    },
    end() {
      if (!problem && highPending) problem = 'lone_surrogate'
      return problem
    },
  }
}

function hexDigit(ch: number): number {
  if (ch >= 0x30 && ch <= 0x39) return ch - 0x30
  if (ch >= 0x41 && ch <= 0x46) return ch - 0x37
  if (ch >= 0x61 && ch <= 0x66) return ch - 0x57
  return -1
}

/** The same verdict for a whole text at once. */
export function scanJsonText(text: string, maxDepth = MAX_JSON_DEPTH): JsonTextProblem | undefined {
  const scanner = createJsonTextScanner(maxDepth)
  return scanner.push(text) ?? scanner.end()
}
