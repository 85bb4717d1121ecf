import { entryCategory, type Entry } from '@hara/core'

/**
 * Searching the journal on the phone: a check-in matches when every word of the query is found
 * in its own words (the description, the decision, the custom note, the voice transcript and
 * the outcome) or in what its card shows beside them (the category or custom category, the
 * body signal, a voice check-in's label), ignoring case and accents, as a part of a word ('dog' finds 'dogs'). Each
 * entry's words are folded once and kept for as long as the entry object lives, so a search
 * over ten years of check-ins is a pass of `includes` over strings already folded.
 */

const folded = new WeakMap<Entry, string>()
/** Letters with accents (Latin) and combining marks: only text with one needs decomposing. */
const ACCENTED = /[\u00c0-\u024f\u1e00-\u1eff]|\p{M}/u
const MARKS = /\p{M}/gu

/** Lower case without accents: 'Café' and 'cafe' read the same. */
export function fold(text: string): string {
  const lower = text.toLowerCase()
  return ACCENTED.test(lower) ? lower.normalize('NFD').replace(MARKS, '') : lower
}

/** The words a search looks in, folded. */
export function searchableText(entry: Entry): string {
  let text = folded.get(entry)
  if (text === undefined) {
    const own =
      entry.mode === 'tap'
        ? [entry.description, entry.decision, entry.customNote, entry.context, entry.bodySensation]
        : [entry.transcript, entry.label]
    own.push(entryCategory(entry))
    let words = entry.consequence ?? ''
    for (const part of own) if (part) words += `\n${part}`
    text = fold(words)
    folded.set(entry, text)
  }
  return text
}

/** The query's words, folded, without repeats; none for a blank query. */
export function searchTerms(query: string): string[] {
  return [...new Set(fold(query).split(/\s+/).filter(Boolean))]
}

/**
 * The check-ins that match `query`, newest first. `entries` come oldest first, as the journal
 * keeps them. A blank query matches nothing.
 */
export function searchEntries(entries: readonly Entry[], query: string): Entry[] {
  const terms = searchTerms(query)
  const found: Entry[] = []
  if (terms.length === 0) return found
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i]!
    const text = searchableText(entry)
    if (terms.every((term) => text.includes(term))) found.push(entry)
  }
  return found
}

/** Check-ins folded per slice while preparing a search. */
const SLICE = 1000

/**
 * Folds the words of `entries` ahead of a first search (when the search box is focused), a
 * slice at a time when the phone is idle, so the first word typed is answered as fast as the
 * next. Returns a function that stops it.
 */
export function prepareSearch(entries: readonly Entry[]): () => void {
  const idle =
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback
      : (run: () => void) => setTimeout(run, 0) as unknown as number
  const cancel = typeof cancelIdleCallback === 'function' ? cancelIdleCallback : clearTimeout
  let next = entries.length - 1
  let handle = 0
  const step = () => {
    const stop = Math.max(-1, next - SLICE)
    for (; next > stop; next--) searchableText(entries[next]!)
    if (next >= 0) handle = idle(step)
  }
  handle = idle(step)
  return () => cancel(handle)
}
