import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { readJournalFile, type JournalFileProblem, type MergeReport } from '@hara/core'
import { deviceTimeZone } from '@/stores/device'
import { mergeIntoJournal } from '@/stores/records/whole-journal'

/**
 * 'Import journal': reads a file made by 'Export journal', checks it with the
 * core's schemas, and merges it into this phone's journal by entry id (XP, streak and
 * achievements recomputed). A file that cannot be read changes nothing.
 */

/**
 * No export comes near this (ten years of three check-ins a day, with long voice notes and the
 * coach's insights, is about 15 MB); anything larger is not a Hara journal.
 */
export const IMPORT_MAX_BYTES = 64 * 1024 * 1024

/**
 * Not ok: nothing of the file was saved. `shownByStore`: the phone's storage refused the write,
 * which the app's storage alert already says.
 */
export type ImportOutcome =
  | { ok: true; report: MergeReport }
  | { ok: false; title: string; description: string; shownByStore?: boolean }

const NOT_A_JOURNAL = msg`It isn't a Hara journal. Choose the .json file that 'Export journal' saved.`
const PROBLEMS: Record<JournalFileProblem | 'too-large' | 'unreadable', MessageDescriptor> = {
  'not-json': NOT_A_JOURNAL,
  'not-a-journal': NOT_A_JOURNAL,
  'newer-version': msg`It was made by a newer version of Hara. Update the app, then import it again.`,
  damaged: msg`Part of it can't be read, so nothing was imported. Try another copy of your export.`,
  'too-large': msg`It's larger than 64 MB, so it can't be a Hara journal.`,
  unreadable: msg`The file couldn't be opened. Try choosing it again.`,
}

/** The refusal, in the language spoken now. */
function refused(problem: keyof typeof PROBLEMS): ImportOutcome {
  const title = i18n._(msg`This file can't be imported`)
  return { ok: false, title, description: i18n._(PROBLEMS[problem]) }
}

/** Where an import is: reading the file, then writing its check-ins (`done` of `total`). */
export type ImportProgress = { phase: 'reading' } | { phase: 'saving'; done: number; total: number }

export async function importJournalFile(
  file: File,
  onProgress: (progress: ImportProgress) => void = () => {},
): Promise<ImportOutcome> {
  onProgress({ phase: 'reading' })
  if (file.size > IMPORT_MAX_BYTES) return refused('too-large')
  let text: string
  try {
    text = await file.text()
  } catch {
    return refused('unreadable')
  }
  const read = readJournalFile(text, deviceTimeZone())
  if (!read.ok) return refused(read.problem)
  const merged = await mergeIntoJournal(read.journal, (done, total) =>
    onProgress({ phase: 'saving', done, total }),
  )
  const { write } = merged
  if (!write.ok) {
    // Never 'Added …' for a write that did not happen (ADR 0048).
    const { title, description } = write
    return { ok: false, title, description, shownByStore: write.reason !== 'busy' }
  }
  return { ok: true, report: merged.report }
}

/** 'Added 3 check-ins. 2 were already here.', in the language spoken now. */
export function describeImport({ added, alreadyThere, leftOut, removed }: MergeReport): string {
  const parts = [
    added === 0
      ? i18n._(msg`No new check-ins.`)
      : plural(added, { one: 'Added # check-in.', other: 'Added # check-ins.' }),
  ]
  if (alreadyThere > 0) {
    parts.push(plural(alreadyThere, { one: '# was already here.', other: '# were already here.' }))
  }
  if (leftOut > 0) {
    parts.push(
      plural(leftOut, {
        one: '# check-in you deleted on this phone was left out.',
        other: '# check-ins you deleted on this phone were left out.',
      }),
    )
  }
  if (removed > 0) {
    parts.push(
      plural(removed, {
        one: '# check-in deleted in the file was removed.',
        other: '# check-ins deleted in the file were removed.',
      }),
    )
  }
  return parts.join(' ')
}
