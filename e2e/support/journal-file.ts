import { expect, type Page } from '@playwright/test'
import {
  INITIAL_GAMIFICATION_STATE,
  mergeJournals,
  readJournalFile,
  type Entry,
  type GamificationState,
} from '@hara/core'
import { openSettings } from './journal-figures'

/**
 * A journal export written by the test, imported through Settings as a person moving phones
 * would, or seeded on the phone before the app opens (fixtures.ts): check-ins on given days (at
 * noon UTC unless `at` says when, in UTC), with the gut's answer, what was done with it and an
 * outcome. A tap check-in tracks the decision 'Decide' unless `decision` says otherwise.
 */
export interface FileCheckIn {
  day: string
  /** The moment, as an ISO string; noon UTC on `day` when left out. */
  at?: string
  context?: string
  /** What the person wrote about it (the same as `description`). */
  words?: string
  /** The person's own category, for context 'Custom'. */
  customNote?: string
  signal?: string
  description?: string
  /** The tracked decision; null for none. 'Decide' when left out. */
  decision?: string | null
  gut?: 'yes' | 'no' | 'pause'
  honored: boolean
  outcome?: string | null
  /** How strong the gut feeling was; left out when not said. */
  strength?: 'faint' | 'clear' | 'strong'
  /** The person's own answer to "Was your gut right?"; left out when not answered. */
  verdict?: 'right' | 'wrong' | 'hard-to-say'
  /** A voice check-in with this transcript instead of a tap one. */
  voice?: { transcript: string; label?: 'unease' | 'unclear' | 'aligned' }
}

const DAY_MS = 86_400_000

/** `{ day, at }` of the moment `days` days before now (UTC), for a FileCheckIn. */
export function daysAgo(days: number): { day: string; at: string } {
  const at = new Date(Date.now() - days * DAY_MS).toISOString()
  return { day: at.slice(0, 10), at }
}

/** `{ day, at }` of the moment `minutes` minutes before now (UTC), for a FileCheckIn. */
export function minutesAgo(minutes: number): { day: string; at: string } {
  const at = new Date(Date.now() - minutes * 60_000).toISOString()
  return { day: at.slice(0, 10), at }
}

let counter = 0

function entryOf(c: FileCheckIn) {
  const at = c.at ?? `${c.day}T12:00:00.000Z`
  counter += 1
  const common = {
    id: `7e0e5a00-0000-4000-8000-${counter.toString(16).padStart(12, '0')}`,
    timestamp: at,
    day: c.day,
    timeZone: 'UTC',
    xp: c.honored ? 10 : 5,
    gutFeeling: c.gut ?? 'no',
    willIgnore: c.honored ? 'no' : 'yes',
    consequence: c.outcome ?? null,
    consequenceDate: c.outcome
      ? new Date(Math.min(Date.parse(at) + 6 * 3_600_000, Date.now())).toISOString()
      : null,
    ...(c.strength ? { strength: c.strength } : {}),
    ...(c.verdict ? { ownVerdict: c.verdict } : {}),
  }
  if (c.voice) {
    return {
      ...common,
      mode: 'voice',
      transcript: c.voice.transcript,
      label: c.voice.label ?? 'unease',
      wantsResponse: false,
      aiInsights: '',
    }
  }
  const decision = c.decision === undefined ? 'Decide' : c.decision
  return {
    ...common,
    mode: 'tap',
    context: c.context ?? 'Work',
    ...(c.customNote ? { customNote: c.customNote } : {}),
    description: c.description ?? c.words ?? 'A decision to make',
    bodySensation: c.signal ?? 'Tight chest',
    decision,
    needsFollowUp: decision !== null,
  }
}

export function journalFileText(checkIns: readonly FileCheckIn[]): string {
  return JSON.stringify({
    format: 'hara-journal',
    version: 1,
    exportedAt: new Date().toISOString(),
    entries: checkIns.map(entryOf),
    gamification: {
      totalXP: 0,
      totalCheckins: 0,
      currentStreak: 0,
      lastCheckInDate: null,
      achievements: [],
    },
    deletedEntries: [],
  })
}

/**
 * The journal an empty phone holds once it has imported `checkIns`: their entries, and the XP,
 * streak and achievements the import works out from them (the core's own merge).
 */
export function seededJournal(checkIns: readonly FileCheckIn[]): {
  entries: Entry[]
  gamification: GamificationState
} {
  const read = readJournalFile(journalFileText(checkIns), 'UTC')
  if (!read.ok) throw new Error(`The seeded journal is not one the app reads: ${read.problem}`)
  const empty = { entries: [], gamification: INITIAL_GAMIFICATION_STATE, deletedEntries: [] }
  const { journal } = mergeJournals(empty, read.journal, Date.now())
  return { entries: journal.entries, gamification: journal.gamification }
}

/** Imports the check-ins through Settings → 'Your data', as a file picked from the phone. */
export async function importJournal(page: Page, checkIns: readonly FileCheckIn[]) {
  await openSettings(page)
  await page.getByLabel('Journal file to import').setInputFiles({
    name: 'hara-journal.json',
    mimeType: 'application/json',
    buffer: Buffer.from(journalFileText(checkIns)),
  })
  await expect(page.getByText('Journal imported')).toBeVisible()
}
