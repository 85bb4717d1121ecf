import { z } from 'zod/mini'
import { lazySchema } from '../parsing/lazy-schema'
import type { ZoneSource } from '../time/calendar-day'
import { deletedEntriesSchema, deletedEntrySchema } from './deleted-entry'
import { entrySchema } from './entry-schema'
import { readStoredEntries } from './entry-migration'
import { gamificationStateSchema, readGamificationState } from '../gamification/gamification-state'
import { isoTimestampSchema, toIsoString, type Instant } from '../time/instant'
import type { Journal } from './journal'
import { isRecord, readJson } from '../parsing/stored-json'

/**
 * The journal as one file ('Export journal'): every entry, the gamification state
 * and the deletion records, under a format name and a version number. The same text, encrypted
 * on the phone, is what the backup keeps.
 *
 * Versions: a reader accepts every version up to its own and refuses a newer one with a clear
 * reason. Version 1 is the first. Inside a file, entries are read like device storage, so
 * entries written by older versions of the app (without ids, days or time zones) are upgraded
 * the same way, with the same derived ids every time.
 */

export const JOURNAL_FILE_FORMAT = 'hara-journal'
export const JOURNAL_FILE_VERSION = 1

export const journalFileSchema = lazySchema(() =>
  z.object({
    format: z.literal(JOURNAL_FILE_FORMAT),
    version: z.literal(JOURNAL_FILE_VERSION),
    exportedAt: isoTimestampSchema,
    entries: z.array(entrySchema),
    gamification: gamificationStateSchema,
    deletedEntries: z.array(deletedEntrySchema),
  }),
)
export type JournalFile = z.infer<typeof journalFileSchema>

/** The file for `journal`, written at `now`. */
export function journalFile(journal: Journal, now: Instant): JournalFile {
  return {
    format: JOURNAL_FILE_FORMAT,
    version: JOURNAL_FILE_VERSION,
    exportedAt: toIsoString(now),
    entries: journal.entries,
    gamification: journal.gamification,
    deletedEntries: journal.deletedEntries,
  }
}

/** The file's text: indented JSON, readable in any editor. */
export function journalFileText(journal: Journal, now: Instant): string {
  return `${JSON.stringify(journalFile(journal, now), null, 2)}\n`
}

/**
 * The file's text in parts, `size` entries a part: joined, exactly `journalFileText`. A phone
 * writes a journal of ten years part by part, letting the screen breathe between them.
 */
export function* journalFileParts(journal: Journal, now: Instant, size = 500): Generator<string> {
  const text = journalFileText({ ...journal, entries: [] }, now)
  const marker = '"entries": []'
  const at = text.indexOf(marker)
  yield `${text.slice(0, at)}"entries": [`
  const { entries } = journal
  for (let start = 0; start < entries.length; start += size) {
    yield entries
      .slice(start, start + size)
      .map((entry, i) => {
        const indented = JSON.stringify(entry, null, 2).replaceAll('\n', '\n    ')
        return `${start + i === 0 ? '' : ','}\n    ${indented}`
      })
      .join('')
  }
  yield `${entries.length === 0 ? '' : '\n  '}]${text.slice(at + marker.length)}`
}

/** Why a file cannot be imported. */
export type JournalFileProblem =
  /** Not JSON at all (a photo, a PDF, a text file). */
  | 'not-json'
  /** JSON, but not a Hara journal (another app's export). */
  | 'not-a-journal'
  /** Written by a newer version of Hara than this one. */
  | 'newer-version'
  /** A Hara journal that is damaged: some of it cannot be read. */
  | 'damaged'

export type JournalFileRead =
  | { ok: true; journal: Journal }
  | { ok: false; problem: JournalFileProblem }

/**
 * Reads a journal file. All or nothing: a file with anything unreadable is refused, so an
 * import never brings in half a journal. `timeZone` is the device's, used only for entries
 * written before entries kept their own day.
 */
export function readJournalFile(text: string, timeZone: ZoneSource): JournalFileRead {
  const json = readJson(text)
  if (!json.ok) return { ok: false, problem: 'not-json' }
  const raw = json.value
  if (!isRecord(raw) || raw.format !== JOURNAL_FILE_FORMAT) {
    return { ok: false, problem: 'not-a-journal' }
  }
  if (typeof raw.version !== 'number' || !Number.isInteger(raw.version) || raw.version < 1) {
    return { ok: false, problem: 'damaged' }
  }
  if (raw.version > JOURNAL_FILE_VERSION) return { ok: false, problem: 'newer-version' }
  if (!Array.isArray(raw.entries) || !isRecord(raw.gamification)) {
    return { ok: false, problem: 'damaged' }
  }
  const entries = readStoredEntries(JSON.stringify(raw.entries), timeZone)
  const gamification = readGamificationState(JSON.stringify(raw.gamification), timeZone)
  const deletedEntries = deletedEntriesSchema.safeParse(raw.deletedEntries ?? [])
  if (entries.problem !== null || gamification.problem !== null || !deletedEntries.success) {
    return { ok: false, problem: 'damaged' }
  }
  return {
    ok: true,
    journal: {
      entries: entries.value,
      gamification: gamification.value,
      deletedEntries: deletedEntries.data,
    },
  }
}
