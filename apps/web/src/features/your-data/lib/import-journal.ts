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

const REFUSED = "This file can't be imported"

const PROBLEMS: Record<JournalFileProblem | 'too-large' | 'unreadable', string> = {
  'not-json': "It isn't a Hara journal. Choose the .json file that 'Export journal' saved.",
  'not-a-journal': "It isn't a Hara journal. Choose the .json file that 'Export journal' saved.",
  'newer-version': 'It was made by a newer version of Hara. Update the app, then import it again.',
  damaged: "Part of it can't be read, so nothing was imported. Try another copy of your export.",
  'too-large': "It's larger than 64 MB, so it can't be a Hara journal.",
  unreadable: "The file couldn't be opened. Try choosing it again.",
}

function refused(problem: keyof typeof PROBLEMS): ImportOutcome {
  return { ok: false, title: REFUSED, description: PROBLEMS[problem] }
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

const checkIns = (count: number) => `${count} check-in${count === 1 ? '' : 's'}`

/** 'Added 3 check-ins. 2 were already here.' */
export function describeImport(report: MergeReport): string {
  const parts = [report.added === 0 ? 'No new check-ins.' : `Added ${checkIns(report.added)}.`]
  if (report.alreadyThere > 0) {
    parts.push(`${report.alreadyThere} ${report.alreadyThere === 1 ? 'was' : 'were'} already here.`)
  }
  if (report.leftOut > 0) {
    parts.push(
      `${checkIns(report.leftOut)} you deleted on this phone ${report.leftOut === 1 ? 'was' : 'were'} left out.`,
    )
  }
  if (report.removed > 0) {
    parts.push(
      `${checkIns(report.removed)} deleted in the file ${report.removed === 1 ? 'was' : 'were'} removed.`,
    )
  }
  return parts.join(' ')
}
