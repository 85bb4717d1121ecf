import { expect, type Page } from '@playwright/test'
import { openSettings } from './journal-figures'

/**
 * A journal export written by the test, imported through Settings as a person moving phones
 * would: check-ins on given days (at noon UTC, in UTC), with the gut's answer, what was done
 * with it and an outcome.
 */
export interface FileCheckIn {
  day: string
  context?: string
  /** What the person wrote about it. */
  words?: string
  signal?: string
  gut?: 'yes' | 'no' | 'pause'
  honored: boolean
  outcome?: string | null
  /** How strong the gut feeling was; left out when not said. */
  strength?: 'faint' | 'clear' | 'strong'
  /** The person's own answer to "Was your gut right?"; left out when not answered. */
  verdict?: 'right' | 'wrong' | 'hard-to-say'
}

let counter = 0

export function journalFileText(checkIns: readonly FileCheckIn[]): string {
  const entries = checkIns.map((c) => {
    const at = `${c.day}T12:00:00.000Z`
    counter += 1
    return {
      id: `7e0e5a00-0000-4000-8000-${counter.toString(16).padStart(12, '0')}`,
      mode: 'tap',
      timestamp: at,
      day: c.day,
      timeZone: 'UTC',
      xp: c.honored ? 10 : 5,
      context: c.context ?? 'Work',
      description: c.words ?? 'A decision to make',
      bodySensation: c.signal ?? 'Tight chest',
      gutFeeling: c.gut ?? 'no',
      willIgnore: c.honored ? 'no' : 'yes',
      decision: 'Decide',
      needsFollowUp: true,
      consequence: c.outcome ?? null,
      consequenceDate: c.outcome ? `${c.day}T18:00:00.000Z` : null,
      ...(c.strength ? { strength: c.strength } : {}),
      ...(c.verdict ? { ownVerdict: c.verdict } : {}),
    }
  })
  return JSON.stringify({
    format: 'hara-journal',
    version: 1,
    exportedAt: new Date().toISOString(),
    entries,
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
