import { commit, getActiveUserId } from './engine'
import { setFreeSpace } from '@/stores/records/database/store'
import { EMPTY_JOURNAL, type SliceName } from './slices'

/**
 * What goes first when the phone refuses a check-in for space: the coach's caches (the three
 * analyses, the patterns, today's focus, missions and guidance), which the coach rebuilds when
 * asked again. The journal's own records are never dropped.
 */
const REBUILDABLE = [
  'signals',
  'trust',
  'tone',
  'patterns',
  'focus',
  'missions',
  'dailyGuidance',
] as const satisfies SliceName[]

export async function dropRebuildableCaches(): Promise<void> {
  if (getActiveUserId() === null) return
  commit(REBUILDABLE, Object.fromEntries(REBUILDABLE.map((name) => [name, EMPTY_JOURNAL[name]])))
}

setFreeSpace(dropRebuildableCaches)
