import {
  MOVE_KEPT_MESSAGE,
  UNREADABLE_MESSAGE,
  type StorageProblem,
  type UnsavedChanges,
  type WriteOutcome,
} from '@/stores/device/storage-problems'
import type { MoveReport } from './move'

/**
 * What the journal's records report for the app to show: what could not be read or moved, and
 * the last change the browser refused. The store (store.ts) tells its subscribers when either
 * changes (`onReportsChange`).
 */

/** What could not be read or moved, for the app to show (`getRecordProblems`). */
let problems: readonly StorageProblem[] = []
/** The last change the browser refused, until a change is written again. */
let refused: UnsavedChanges | null = null
let notify: () => void = () => {}

export function onReportsChange(listener: () => void): void {
  notify = listener
}

/** Forgets everything reported (another account's journal is opened). */
export function resetReports(): void {
  problems = []
  refused = null
}

export function getRecordProblems(): readonly StorageProblem[] {
  return problems
}

/** A change the browser refused, until one is written again; null when all is saved. */
export function getRefusedChange(): UnsavedChanges | null {
  return refused
}

export function noteWrite(write: WriteOutcome): WriteOutcome {
  const before = refused
  refused = write.ok
    ? null
    : {
        reason: write.reason,
        title: write.title,
        description: write.description,
        attempt: (refused?.attempt ?? 0) + 1,
      }
  if (refused !== before) notify()
  return write
}

export function forgetRecordProblems(): void {
  problems = []
  notify()
}

export function reportUnreadable(forUser: string, rejected: number, move: MoveReport | null): void {
  const found: StorageProblem[] = []
  if (rejected > 0 || (move?.rejected ?? 0) > 0) {
    found.push({
      id: `${forUser}:unreadable`,
      name: 'gutEntries',
      kind: 'partly-invalid',
      recoveryKey: null,
      title: UNREADABLE_MESSAGE.title,
      description: UNREADABLE_MESSAGE.kept,
    })
  }
  if (move?.kept) {
    found.push({
      id: `${forUser}:move-kept`,
      name: 'gutEntries',
      kind: 'partly-invalid',
      recoveryKey: null,
      ...MOVE_KEPT_MESSAGE,
    })
  }
  const known = new Set(problems.map((problem) => problem.id))
  if (found.every((problem) => known.has(problem.id))) return
  problems = [...problems.filter((p) => !found.some((f) => f.id === p.id)), ...found]
  notify()
}
