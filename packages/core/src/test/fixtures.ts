/**
 * Builders shared by the core's tests and the apps' tests (`@hara/core/test/fixtures`; not part
 * of the core's public surface).
 */
import type { Entry, EntryDraft, TapDraft, VoiceDraft } from '../journal/entry-schema'
import {
  INITIAL_GAMIFICATION_STATE,
  type GamificationState,
} from '../gamification/gamification-state'
import { saveCheckIn } from './list-journal'

/** A valid version-4 UUID numbered `n`, so tests can name their entries. */
export function uuid(n: number): string {
  return `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`
}

export function tapDraft(overrides: Partial<TapDraft> = {}): TapDraft {
  return {
    mode: 'tap',
    context: 'Work',
    description: 'My manager asked me to take on a second project',
    bodySensation: 'Tight chest',
    gutFeeling: 'no',
    willIgnore: 'no',
    decision: null,
    ...overrides,
  }
}

export function voiceDraft(overrides: Partial<VoiceDraft> = {}): VoiceDraft {
  return {
    mode: 'voice',
    transcript: 'Something about this offer feels off and I keep noticing it',
    label: 'unease',
    wantsResponse: true,
    aiInsights: '**Notice** the tightness.',
    gutFeeling: 'no',
    willIgnore: 'no',
    ...overrides,
  }
}

export interface Step {
  draft?: EntryDraft
  at: string | number
  timeZone?: string
}

/** Runs a sequence of check-ins from the initial state and returns the journal after them. */
export function journal(steps: readonly Step[]): { state: GamificationState; entries: Entry[] } {
  let state = INITIAL_GAMIFICATION_STATE
  let entries: Entry[] = []
  steps.forEach((step, index) => {
    const result = saveCheckIn(state, entries, step.draft ?? tapDraft(), {
      id: uuid(index + 1),
      now: typeof step.at === 'string' ? Date.parse(step.at) : step.at,
      timeZone: step.timeZone ?? 'UTC',
    })
    state = result.state
    entries = result.entries
  })
  return { state, entries }
}
