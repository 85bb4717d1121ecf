import {
  gamificationAfterEdit,
  withDetails,
  type Entry,
  type EntryDetails,
  type DetailsEdit,
} from '@hara/core'
import { deviceTimeZone } from '@/stores/device/device-context'
import { commit, requireUser } from '@/stores/device/engine'
import { changeOf } from './journal'
import { journalDays } from './journal-days'
import { change } from './database/store'
import { NO_OUTCOME_ANALYSES, OUTCOME_ANALYSES } from '@/stores/device/slices'
import type { WriteOutcome } from '@/stores/device/storage-problems'

/**
 * Editing a check-in's answers and the time it happened (the core's `withDetails`). Loaded
 * with the check-in in full.
 */

/**
 * Edits a check-in's answers (category, body signal, gut, honored or ignored, strength, a voice
 * label) and the time it happened, in one write. The check-in keeps its XP; a new day moves it
 * to that day, and the streak is counted again from every check-in day (it may grow or shrink:
 * it counts the days check-ins happened); an achievement the journal now reaches is unlocked
 * (the core's `gamificationAfterEdit`). The cached analyses, which count the
 * answers, are asked again. Resolves with why not when refused, and then nothing was written.
 */
export async function editEntryDetails(
  id: string,
  details: EntryDetails,
): Promise<{
  changed: boolean
  refused: Extract<DetailsEdit, { ok: false }> | null
  write: WriteOutcome
}> {
  requireUser()
  const context = { now: Date.now(), timeZone: deviceTimeZone() }
  // The days are read first (outside the write) and only when the time changes.
  const days = details.happenedAt === undefined ? null : await journalDays(id)
  let refused: Extract<DetailsEdit, { ok: false }> | null = null
  const { result, write } = await change([id], (state, entries) => {
    const entry = entries.get(id)
    const edit: DetailsEdit = entry
      ? withDetails(entry, details, context)
      : { ok: true, entry: null }
    if (!edit.ok) refused = edit
    const after: Entry | null = edit.ok ? edit.entry : null
    if (!entry || !after) return { change: null }
    const moved = after.day !== entry.day && days !== null
    const next = changeOf(state, entry, after)
    const gamification = gamificationAfterEdit(
      state.gamification,
      next.summary,
      moved ? [...days, after.day] : null,
      context.now,
    )
    return { change: { ...next, gamification } }
  })
  const changed = Boolean(result?.change)
  if (changed) commit(OUTCOME_ANALYSES, NO_OUTCOME_ANALYSES)
  return { changed, refused, write }
}
