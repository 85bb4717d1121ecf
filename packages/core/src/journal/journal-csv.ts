import type { Entry } from './entry-schema'

/**
 * The entries as CSV for spreadsheets: one row per entry, oldest first, with a
 * header, and the stored values rather than labels ('no', not 'Honored it'). RFC 4180 quoting;
 * lines end with CRLF.
 */

export const JOURNAL_CSV_COLUMNS = [
  'id',
  'mode',
  'timestamp',
  'day',
  'timeZone',
  'xp',
  'context',
  'customNote',
  'description',
  'bodySensation',
  'gutFeeling',
  'willIgnore',
  'decision',
  'needsFollowUp',
  'consequence',
  'consequenceDate',
  'transcript',
  'label',
  'wantsResponse',
  'aiInsights',
  // Added later, so they come last and earlier columns keep their places.
  'strength',
  'ownVerdict',
  // When the words, the outcome and the answers or time were last edited (empty: never).
  'wordsEditedAt',
  'outcomeEditedAt',
  'detailsEditedAt',
] as const

/** Columns whose text the user wrote (or the coach did); the others are values Hara sets. */
const FREE_TEXT = new Set<string>([
  'context',
  'customNote',
  'description',
  'bodySensation',
  'decision',
  'consequence',
  'transcript',
  'aiInsights',
])

/**
 * One cell. Free text that a spreadsheet would run as a formula (starting with =, +, -, @, a
 * tab or a carriage return) gets a leading apostrophe, as OWASP advises for CSV exports; the
 * apostrophe is all that changes.
 */
function cell(column: string, value: unknown): string {
  if (value === undefined || value === null) return ''
  let text = String(value)
  if (FREE_TEXT.has(column) && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function journalCsv(entries: readonly Entry[]): string {
  const rows = entries.map((entry) => {
    const record = entry as Record<string, unknown>
    return JOURNAL_CSV_COLUMNS.map((column) => cell(column, record[column])).join(',')
  })
  return [JOURNAL_CSV_COLUMNS.join(','), ...rows].map((row) => `${row}\r\n`).join('')
}
