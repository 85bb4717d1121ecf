/**
 * Small writing helpers. Every number the coach writes is a digit computed from the journal,
 * so a reader (and the check on a model's prose) can tie each one to a count.
 */

/** FNV-1a: a stable hash of a string, for choices that must be the same for the same input. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** One of `options`, chosen by `seed`: varied from day to day, fixed within a day. */
export function pick<T>(options: readonly T[], seed: string): T {
  return options[stableHash(seed) % options.length]!
}

/** "1 time", "3 times". */
export function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`
}

/** Whole percent of `part` in `whole` (0 when `whole` is 0). */
export function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 100)
}

/** "a", "a and b", "a, b and c". */
export function listJoin(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

/** A text cut to at most `max` characters at a word boundary, with an ellipsis if cut. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`
}

/** Lower-cases a category for use inside a sentence ("Work" → "work"), keeping acronyms. */
export function inSentence(name: string): string {
  return /^[A-Z][a-z]/.test(name) ? name[0]!.toLowerCase() + name.slice(1) : name
}

/** Capitalizes the first letter ("tight chest" → "Tight chest"). */
export function capitalize(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text
}

/** Lower-cases the first letter unless the first word is an acronym or "I" ("Work" → "work"). */
export function decapitalize(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text
}
