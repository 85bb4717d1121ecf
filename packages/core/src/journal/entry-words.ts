import { z } from 'zod/mini'
import { lazySchema } from '../parsing/lazy-schema'
import { COACH_MAX_TEXT } from '../coach/limits'
import { hasDecision, hasOutcome, hasText, type Entry, type OwnVerdict } from './entry-schema'
import { withOwnVerdict } from './own-verdict'

/**
 * Editing a check-in's own words after it was saved: the description, the decision and the
 * custom category note of a tap check-in, and the text of an outcome already logged. None of
 * them earns anything, so an edit changes one entry's words and never its XP, the streak or
 * the achievements (the store writes it without touching the gamification state).
 *
 * What an edit may not do, because it would change what the journal counts:
 * - add a decision where there was none, or empty one (Decision Tracker counts decisions, and a
 *   tracked decision waits for its outcome on Home);
 * - log or remove an outcome (logging earns outcome XP; both have their own changes).
 * A text is trimmed, must not be blank, and is at most what the coach reads of one text.
 */

/** Longest description, decision or outcome an edit keeps (the coach's limit of one text). */
export const MAX_ENTRY_TEXT = COACH_MAX_TEXT
/** Longest custom category note: it is shown as the category badge. */
export const MAX_CUSTOM_NOTE = 60
/** Most words of a custom category note ('5 words maximum', as the field says). */
export const MAX_CUSTOM_NOTE_WORDS = 5

/** How many words `text` has, split at spaces. */
export function wordCount(text: string): number {
  return text.split(/\s+/u).filter((word) => word !== '').length
}

/**
 * Why a custom category note cannot be taken, or null when it can: named, in at most five
 * words and sixty characters. The check-in's field, an edit of the note and a change of the
 * category all ask this.
 */
export function customNoteProblem(note: string): string | null {
  const trimmed = note.trim()
  if (trimmed === '') return 'Name the category in a few words.'
  if (wordCount(trimmed) > MAX_CUSTOM_NOTE_WORDS) {
    return `Keep it to ${MAX_CUSTOM_NOTE_WORDS} words.`
  }
  if (trimmed.length > MAX_CUSTOM_NOTE) return `Keep it under ${MAX_CUSTOM_NOTE} characters.`
  return null
}

const text = (max: number, blank: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: blank }),
      z.maxLength(max, { error: `Keep it under ${max} characters.` }),
    )

/** The words an edit may change; a field left out stays as it is. */
export const entryWordsSchema = lazySchema(() =>
  z.object({
    description: z.optional(text(MAX_ENTRY_TEXT, 'Describe what was happening.')),
    decision: z.optional(text(MAX_ENTRY_TEXT, 'A tracked decision needs its words.')),
    customNote: z.optional(
      text(MAX_CUSTOM_NOTE, 'Name the category in a few words.').check(
        z.refine((note) => wordCount(note) <= MAX_CUSTOM_NOTE_WORDS, {
          error: `Keep it to ${MAX_CUSTOM_NOTE_WORDS} words.`,
        }),
      ),
    ),
    consequence: z.optional(text(MAX_ENTRY_TEXT, 'An outcome needs its words.')),
  }),
)
export type EntryWords = z.input<typeof entryWordsSchema>
export type EntryWordsField = keyof EntryWords

/** An edit's result: the entry with its new words (null when nothing changed), or why not. */
export type WordsEdit =
  | { ok: true; entry: Entry | null }
  | { ok: false; field: EntryWordsField; message: string }

/** Which words of `entry` can be edited. */
export function editableWords(entry: Entry): Record<EntryWordsField, boolean> {
  const tap = entry.mode === 'tap'
  return {
    description: tap,
    decision: tap && hasDecision(entry),
    customNote: tap && hasText(entry.customNote),
    consequence: hasOutcome(entry),
  }
}

/**
 * `entry` with the words of `words` (trimmed), validated by `entryWordsSchema`, and the time
 * of the edit (`at`) on the words it changed (a merge keeps the words edited last). A field the
 * entry cannot take (see `editableWords`) is refused with its reason.
 */
export function withWords(
  entry: Entry,
  words: EntryWords,
  at: string = new Date().toISOString(),
): WordsEdit {
  const parsed = entryWordsSchema.safeParse(words)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return {
      ok: false,
      field: (issue?.path[0] as EntryWordsField | undefined) ?? 'description',
      message: issue?.message ?? 'These words cannot be saved.',
    }
  }
  const editable = editableWords(entry)
  const next: Record<string, unknown> = { ...entry }
  let changed = false
  for (const [field, value] of Object.entries(parsed.data) as [EntryWordsField, string][]) {
    if (value === undefined) continue
    if (!editable[field]) {
      return { ok: false, field, message: 'This check-in has nothing to edit there.' }
    }
    if ((entry as Record<string, unknown>)[field] !== value) {
      next[field] = value
      next[field === 'consequence' ? 'outcomeEditedAt' : 'wordsEditedAt'] = at
      changed = true
    }
  }
  return { ok: true, entry: changed ? (next as Entry) : null }
}

/** What removing an outcome took away, so that Undo can put it back as it was. */
export interface RemovedOutcome {
  consequence: string
  consequenceDate: string | null
  /** The person's own verdict on it, when they gave one. */
  ownVerdict?: OwnVerdict
}

/** The outcome of `entry`, for Undo after it is removed; null when it has none. */
export function outcomeOf(entry: Entry): RemovedOutcome | null {
  return hasOutcome(entry) && entry.consequence !== null
    ? {
        consequence: entry.consequence,
        consequenceDate: entry.consequenceDate,
        ...(entry.ownVerdict ? { ownVerdict: entry.ownVerdict } : {}),
      }
    : null
}

/**
 * `entry` with a removed outcome back, text and date as they were; null when it has an
 * outcome again (logged since), which Undo then leaves alone. Earns nothing: the entry kept
 * its `outcomeXp` when the outcome was removed.
 */
export function withOutcomeRestored(entry: Entry, removed: RemovedOutcome): Entry | null {
  if (hasOutcome(entry)) return null
  return withOwnVerdict(
    { ...entry, consequence: removed.consequence, consequenceDate: removed.consequenceDate },
    removed.ownVerdict ?? null,
  )
}
