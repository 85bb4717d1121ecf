/**
 * Grounding a model's prose: the engine computes every number, and a model may only
 * repeat numbers it was given. A prose field with any other number is replaced by the engine's
 * own text for that field; a streamed sentence with one is left out.
 */

/** The numbers written in a text as digits ("3", "67%", "2.5"), as strings without a sign. */
export function numbersIn(text: string): string[] {
  return (text.match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => n.replace(',', '.'))
}

/** Every number that appears anywhere in `sources` (strings or JSON-able values). */
export function allowedNumbers(...sources: unknown[]): Set<string> {
  const allowed = new Set<string>()
  for (const source of sources) {
    const text = typeof source === 'string' ? source : JSON.stringify(source ?? '')
    for (const n of numbersIn(text)) allowed.add(n)
  }
  return allowed
}

/** Whether every number in `text` is one the model was given. */
export function isGrounded(text: string, allowed: ReadonlySet<string>): boolean {
  return numbersIn(text).every((n) => allowed.has(n))
}

/**
 * Takes each prose field from the model when it is a non-blank string with only allowed
 * numbers, else the engine's. Returns the merged fields and the names of those replaced.
 */
export function groundFields<K extends string>(
  engine: Record<K, string>,
  model: object,
  allowed: ReadonlySet<string>,
  prefix = '',
): { fields: Record<K, string>; replaced: string[] } {
  const fields = { ...engine }
  const replaced: string[] = []
  for (const key of Object.keys(engine) as K[]) {
    const candidate = (model as Record<string, unknown>)[key]
    if (
      typeof candidate === 'string' &&
      candidate.trim() !== '' &&
      isGrounded(candidate, allowed)
    ) {
      fields[key] = candidate.trim()
    } else {
      replaced.push(`${prefix}${key}`)
    }
  }
  return { fields, replaced }
}

/**
 * Releases streamed text sentence by sentence, dropping a sentence that carries a number the
 * model was not given. `push` returns what may be sent now; `flush` what is left at the end.
 */
export class GroundedSentences {
  private pending = ''
  dropped = 0

  constructor(private readonly allowed: ReadonlySet<string>) {}

  push(text: string): string {
    this.pending += text
    const end = lastBoundary(this.pending)
    if (end === -1) return ''
    const ready = this.pending.slice(0, end)
    this.pending = this.pending.slice(end)
    return this.filter(ready)
  }

  flush(): string {
    const rest = this.pending
    this.pending = ''
    return this.filter(rest)
  }

  private filter(text: string): string {
    return (text.match(/[^.!?\n]*(?:[.!?]+["”’)]*\s*|\n+|$)/g) ?? [])
      .filter((sentence) => {
        if (isGrounded(sentence, this.allowed)) return true
        this.dropped += 1
        return false
      })
      .join('')
  }
}

/** The index just after the last sentence end (with its trailing space) in `text`, or -1. */
function lastBoundary(text: string): number {
  let end = -1
  for (const match of text.matchAll(/[.!?]+["”’)]*\s+|\n+/g)) end = match.index + match[0].length
  return end
}
