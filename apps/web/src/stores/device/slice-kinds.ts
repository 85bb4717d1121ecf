import {
  keptPlanWordsSchema,
  readJson,
  type Language,
  type PlanWordsByLanguage,
  type StoredRead,
  type ZoneSource,
} from '@hara/core'

/**
 * The kinds of slice the journal store is made of: how a value is read from its storage names
 * (always through a schema, never throwing) and written back.
 */

export interface SliceContext {
  userId: string
  /** The device's zone, asked for only when an old value needs it (see `ZoneSource`). */
  timeZone: ZoneSource
  /** Raw text stored under `name` in the user's namespace, or null. */
  raw: (name: string) => string | null
}

export interface Slice<T> {
  read: (context: SliceContext) => StoredRead<T>
  /** The text to store under each name; null removes the key. */
  write: (value: T, userId: string) => Record<string, string | null>
}

export const ok = <T>(value: T, migrated = false): StoredRead<T> => ({
  value,
  problem: null,
  migrated,
})

/** A cache or setting that cannot be read counts as unset; the store rewrites it at once. */
export const unset = <T>(value: T): StoredRead<T> => ({ value, problem: null, migrated: true })

export interface Schema<T> {
  safeParse: (value: unknown) => { success: true; data: T } | { success: false }
}

/** JSON text as a value, or undefined (which no schema here accepts) when it is not JSON. */
export function jsonOf(text: string | null): unknown {
  if (text === null) return undefined
  const json = readJson(text)
  return json.ok ? json.value : undefined
}

/**
 * A value stored as text under one name that is not the user's data (a setting, an answer):
 * missing, it is `empty`; `parse` reads the text, and what it cannot read counts as unset
 * (`unset(empty)`); `format` gives the text to store (null removes the key).
 */
function oneValueSlice<T>(
  name: string,
  empty: T,
  parse: (text: string) => StoredRead<T>,
  format: (value: T) => string | null,
): Slice<T> {
  return {
    read: ({ raw }) => {
      const text = raw(name)
      return text === null ? ok(empty) : parse(text)
    },
    write: (value) => ({ [name]: format(value) }),
  }
}

/** A setting or answer stored as text as it is; null when unset. */
export function textSlice<T extends string>(
  name: string,
  parse: (text: string) => StoredRead<T | null>,
): Slice<T | null> {
  return oneValueSlice<T | null>(name, null, parse, (value) => value)
}

/**
 * A cache stored under two names: the value and its date or time. Both are joined and parsed
 * with the core's schema; a half-written or unreadable pair reads as no cache.
 */
export function pairedCacheSlice<T>(
  valueName: string,
  stampName: string,
  schema: Schema<T>,
  join: (text: string | null, stamp: string | null, timeZone: ZoneSource) => unknown,
  split: (cache: T) => [string, string],
): Slice<T | null> {
  return {
    read: ({ raw, timeZone }) => {
      const text = raw(valueName)
      const stamp = raw(stampName)
      if (text === null && stamp === null) return ok(null)
      const parsed = schema.safeParse(join(text, stamp, timeZone))
      if (!parsed.success) return unset(null)
      // Rewrite an older date or time format once.
      const [, storedStamp] = split(parsed.data)
      return ok(parsed.data, storedStamp !== stamp)
    },
    write: (cache) => {
      if (cache === null) return { [valueName]: null, [stampName]: null }
      const [text, stamp] = split(cache)
      return { [valueName]: text, [stampName]: stamp }
    },
  }
}

/** A switch stored as 'true' or 'false'; off when unset. */
export function booleanSlice(name: string): Slice<boolean> {
  return oneValueSlice(
    name,
    false,
    (text) => (text === 'true' || text === 'false' ? ok(text === 'true') : unset(false)),
    (value) => (value ? 'true' : 'false'),
  )
}

/**
 * A value stored as JSON under one name and parsed with `schema`; missing or unreadable, it is
 * `empty` (and an unreadable one is removed).
 */
export function jsonSlice<T>(name: string, schema: Schema<T>, empty: T): Slice<T> {
  return oneValueSlice(
    name,
    empty,
    (text) => {
      const parsed = schema.safeParse(jsonOf(text))
      return parsed.success ? ok(parsed.data) : unset(empty)
    },
    (value) => (value === empty ? null : JSON.stringify(value)),
  )
}

/**
 * A daily coach answer's slice with what it was made from kept under one more name: read back
 * into the answer's `basis` (absent: the answer is made again, as one from another journal).
 */
export function withBasis<T extends { basis?: string }>(
  slice: Slice<T | null>,
  basisName: string,
): Slice<T | null> {
  return {
    read: (context) => {
      const read = slice.read(context)
      if (read.value === null) return read
      const basis = context.raw(basisName) ?? undefined
      return { ...read, value: { ...read.value, basis } }
    },
    write: (value, userId) => ({
      ...slice.write(value, userId),
      [basisName]: value?.basis ?? null,
    }),
  }
}

/**
 * The day's plan's language and its words in the other languages (ADR 0082), kept beside the
 * missions as one JSON value; missions kept without it (an older version's, or not a plan's)
 * read as written in English with no other words. An unreadable value is left out.
 */
export function withPlanWords<T extends { language?: string; words?: object }>(
  slice: Slice<T | null>,
  wordsName: string,
): Slice<T | null> {
  return {
    read: (context) => {
      const read = slice.read(context)
      if (read.value === null) return read
      const kept = planWordsOf(context.raw(wordsName))
      return { ...read, value: { ...read.value, ...kept } }
    },
    write: (value, userId) => {
      const { language, words } = value ?? {}
      const kept = language || words ? JSON.stringify({ language, words }) : null
      return { ...slice.write(value, userId), [wordsName]: kept }
    },
  }
}

function planWordsOf(text: string | null): { language?: Language; words?: PlanWordsByLanguage } {
  if (text === null) return {}
  const parsed = keptPlanWordsSchema.safeParse(jsonOf(text))
  if (!parsed.success) return {}
  const { language, words } = parsed.data
  return { ...(language ? { language } : {}), ...(words ? { words } : {}) }
}
