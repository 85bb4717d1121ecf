import type { CalendarDay } from '@hara/core'
import { loadAll, loadDeletions } from './database/store'

/**
 * Every check-in day of the journal but the entry `except`: its live entries' and its deletion
 * records' days, for the streak when a check-in lands before the last check-in day. It reads
 * the whole journal (kept in memory once read), so it is asked only then.
 */
export async function journalDays(except: string | null = null): Promise<CalendarDay[]> {
  const [entries, deletions] = await Promise.all([loadAll(), loadDeletions()])
  return [...entries, ...deletions].filter((item) => item.id !== except).map((item) => item.day)
}
