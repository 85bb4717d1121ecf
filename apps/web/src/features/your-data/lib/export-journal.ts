import { journalCsv, journalFileParts } from '@hara/core'
import { todayOnDevice } from '@/stores/device'
import { getJournal } from '@/stores/records/whole-journal'
import { downloadFile } from './download-file'

/**
 * 'Export journal': the whole journal as one versioned JSON file that 'Import
 * journal' reads back, or the entries as CSV for a spreadsheet. Names carry the local date.
 * Everything happens on the phone; nothing is sent anywhere.
 */

export function exportFileName(kind: 'json' | 'csv', day = todayOnDevice()): string {
  return `hara-journal-${day}.${kind}`
}

/** Lets the page paint and answer taps between two parts of a long file. */
function pause(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Downloads the journal file; resolves to its name. A journal of years is written a few
 * hundred entries at a time, so the screen never freezes while it is made.
 */
export async function exportJournal(): Promise<string> {
  const name = exportFileName('json')
  const parts: string[] = []
  for (const part of journalFileParts(await getJournal(), Date.now())) {
    parts.push(part)
    await pause()
  }
  downloadFile(name, parts, 'application/json')
  return name
}

/** Downloads the entries as CSV; resolves to its name. */
export async function exportJournalCsv(): Promise<string> {
  const name = exportFileName('csv')
  const { entries } = await getJournal()
  // A byte-order mark so spreadsheet apps read the text as UTF-8 (accents, emoji).
  downloadFile(name, `\uFEFF${journalCsv(entries)}`, 'text/csv;charset=utf-8')
  return name
}
