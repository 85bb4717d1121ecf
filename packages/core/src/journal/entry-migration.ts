import { z } from 'zod/mini'
import { lazySchema } from '../parsing/lazy-schema'
import { isCalendarDay, localDay, zoneOf, type ZoneSource } from '../time/calendar-day'
import { entrySchema, hasText, type Entry, type WillIgnore } from './entry-schema'
import { parseStoredInstant } from '../time/instant'
import { checkInXp } from '../gamification/levels'
import { isRecord, readJson, withoutUndefined, type StoredRead } from '../parsing/stored-json'

/**
 * Reading `gutEntries` from device storage, including entries written before entries had an
 * id, a local day and a time zone: such entries are migrated on read.
 *
 * - A missing or non-UUID id becomes a UUID derived from the entry's position and stored text
 *   (`legacyEntryId`), so the same stored list always reads with the same ids, even if writing
 *   the upgrade back fails.
 * - A missing day and time zone are taken from the device's current time zone, once; the store
 *   writes the upgraded list back so they are never computed again.
 * - A missing mode is inferred (a transcript or AI insights mean voice), a missing XP is
 *   recomputed from willIgnore, and missing optional fields get their empty values.
 * - An item that still does not fit the schema is set aside and reported; the others are kept.
 */

const uuidSchema = lazySchema(() => z.uuid())

/**
 * 128-bit string hash (cyrb128, public domain), used only to derive stable ids for entries
 * stored before ids existed. Not a security measure.
 */
function hash128(text: string): [number, number, number, number] {
  let h1 = 1779033703
  let h2 = 3144134277
  let h3 = 1013904242
  let h4 = 2773480762
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i)
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067)
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233)
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213)
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179)
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067)
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233)
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213)
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179)
  h1 ^= h2 ^ h3 ^ h4
  h2 ^= h1
  h3 ^= h1
  h4 ^= h1
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0]
}

/**
 * A 128-bit digest of `text` as 32 hex digits, to check that a copy is whole (the journal's
 * move into the device's database). Not a security measure.
 */
export function textDigest(text: string): string {
  return hash128(text)
    .map((part) => part.toString(16).padStart(8, '0'))
    .join('')
}

/**
 * A deterministic UUID (RFC 9562 version 8, "custom") for an entry stored without one: the
 * same position and stored value always give the same id.
 */
export function legacyEntryId(index: number, stored: unknown): string {
  const hex = textDigest(`gutEntries:${index}:${JSON.stringify(stored)}`)
  const variant = ((parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16)
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `8${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-')
}

function inferMode(raw: Record<string, unknown>): 'tap' | 'voice' {
  if (raw.mode === 'tap' || raw.mode === 'voice') return raw.mode
  const text = (value: unknown) => typeof value === 'string' && value.trim() !== ''
  return text(raw.transcript) || text(raw.aiInsights) ? 'voice' : 'tap'
}

function orNull(value: unknown): unknown {
  return value === undefined ? null : value
}

export type StoredEntryRead = { entry: Entry; migrated: boolean } | { entry: null }

/**
 * Reads one stored entry at `index` of the list. `timeZone` is the device's current zone, used
 * only for an entry that has no day yet.
 */
export function readStoredEntry(
  raw: unknown,
  index: number,
  timeZone: ZoneSource,
): StoredEntryRead {
  if (!isRecord(raw)) return { entry: null }
  const timestamp = parseStoredInstant(raw.timestamp)
  if (timestamp === null) return { entry: null }
  const mode = inferMode(raw)
  const id =
    typeof raw.id === 'string' && uuidSchema.safeParse(raw.id).success
      ? raw.id
      : legacyEntryId(index, raw)
  const common = {
    ...raw,
    id,
    mode,
    timestamp,
    day:
      typeof raw.day === 'string' && isCalendarDay(raw.day)
        ? raw.day
        : localDay(Date.parse(timestamp), zoneOf(timeZone)),
    timeZone:
      typeof raw.timeZone === 'string' && raw.timeZone !== '' ? raw.timeZone : zoneOf(timeZone),
    xp: raw.xp ?? checkInXp(raw.willIgnore as WillIgnore | undefined),
    consequence: orNull(raw.consequence),
    consequenceDate:
      raw.consequenceDate === undefined || raw.consequenceDate === null
        ? null
        : parseStoredInstant(raw.consequenceDate),
    outcomeXp: orUndefined(raw.outcomeXp),
  }
  const candidate =
    mode === 'tap'
      ? {
          ...common,
          customNote: orUndefined(raw.customNote),
          askAgainOn: orUndefined(raw.askAgainOn),
          followUpStopped: orUndefined(raw.followUpStopped),
          decision: orNull(raw.decision),
          needsFollowUp:
            typeof raw.needsFollowUp === 'boolean'
              ? raw.needsFollowUp
              : hasText(raw.decision as string | null | undefined),
        }
      : {
          ...common,
          label: typeof raw.label === 'string' ? raw.label.toLowerCase() : raw.label,
          wantsResponse: raw.wantsResponse ?? false,
          aiInsights: raw.aiInsights ?? '',
          gutFeeling: orUndefined(raw.gutFeeling),
          willIgnore: orUndefined(raw.willIgnore),
        }
  const parsed = entrySchema.safeParse(withoutUndefined(candidate))
  if (!parsed.success) return { entry: null }
  return { entry: parsed.data, migrated: !sameFields(parsed.data, raw) }
}

function orUndefined(value: unknown): unknown {
  return value === null ? undefined : value
}

/** Whether every field of `entry` is stored in `raw` with the same value. */
function sameFields(entry: Entry, raw: Record<string, unknown>): boolean {
  return Object.entries(entry).every(([key, value]) => raw[key] === value)
}

/** The outcome of reading `gutEntries`. */
export interface StoredEntriesRead extends StoredRead<Entry[]> {
  /** How many stored items could not be read and were set aside. */
  rejected: number
}

/**
 * Reads the stored `gutEntries` text. Missing text is an empty journal. Valid entries inside a
 * partly bad list are kept; a problem is reported so the raw text can be kept under a
 * recovery key. Two entries with the same id keep the first; the second gets a derived id.
 */
export function readStoredEntries(text: string | null, timeZone: ZoneSource): StoredEntriesRead {
  if (text === null) return { value: [], problem: null, migrated: false, rejected: 0 }
  const json = readJson(text)
  if (!json.ok) return { value: [], problem: 'invalid-json', migrated: false, rejected: 0 }
  if (!Array.isArray(json.value)) {
    return { value: [], problem: 'wrong-shape', migrated: false, rejected: 0 }
  }
  const entries: Entry[] = []
  const ids = new Set<string>()
  let migrated = false
  let rejected = 0
  json.value.forEach((item, index) => {
    const read = readStoredEntry(item, index, timeZone)
    if (read.entry === null) {
      rejected += 1
      return
    }
    let entry = read.entry
    if (ids.has(entry.id)) entry = { ...entry, id: legacyEntryId(index, { duplicate: item }) }
    ids.add(entry.id)
    migrated ||= read.migrated || entry !== read.entry
    entries.push(entry)
  })
  return {
    value: entries,
    problem: rejected > 0 ? 'partly-invalid' : null,
    migrated,
    rejected,
  }
}
