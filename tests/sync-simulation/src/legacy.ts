import {
  deletedEntryOf,
  deriveBackupKey,
  EMPTY_SUMMARY,
  encryptText,
  INITIAL_GAMIFICATION_STATE,
  journalFileText,
  newKdf,
  recordCheckIn,
  type Journal,
} from '@hara/core'
import type { Phone } from './phone'
import { PASSPHRASE } from './world'

/**
 * Journals made outside the app for the named histories: a whole-journal backup as earlier
 * versions wrote it, and journal files of many check-ins to import.
 */

/** Stores `journal` as the account's whole-journal backup under `passphrase`. */
export async function putWholeJournalBackup(phone: Phone, journal: Journal): Promise<void> {
  const kdf = newKdf(crypto)
  const key = await deriveBackupKey(crypto, PASSPHRASE, kdf)
  const { cipher, ciphertext } = await encryptText(
    crypto,
    key,
    journalFileText(journal, Date.now()),
  )
  phone.use()
  const res = await phone.link.fetch('/api/backup', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ baseVersion: null, kdf, cipher, ciphertext }),
  })
  if (res.status !== 200) throw new Error(`backup refused: ${res.status} ${await res.text()}`)
}

/** Whether the whole-journal backup is on the server. */
export async function wholeJournalBackupKept(phone: Phone): Promise<boolean> {
  phone.use()
  const res = await phone.link.fetch('/api/backup')
  return res.status === 200
}

/** A journal of `count` check-ins, made by the core as the app would have. */
export function journalOf(count: number): Journal {
  let state = INITIAL_GAMIFICATION_STATE
  let summary = EMPTY_SUMMARY
  const entries = []
  const start = Date.now() - count * 60_000
  for (let i = 0; i < count; i++) {
    const recorded = recordCheckIn(
      state,
      summary,
      {
        mode: 'tap',
        context: 'Work',
        description: `Imported ${i}`,
        bodySensation: 'Tight chest',
        gutFeeling: 'no',
        willIgnore: 'no',
        decision: null,
      },
      { id: crypto.randomUUID(), now: start + i * 60_000, timeZone: 'UTC' },
    )
    state = recorded.state
    summary = recorded.summary
    entries.push(recorded.entry)
  }
  return { entries, gamification: state, deletedEntries: [] }
}

/** The same journal with every check-in deleted. */
export function allDeleted(journal: Journal): Journal {
  return {
    entries: [],
    gamification: journal.gamification,
    deletedEntries: [
      ...journal.deletedEntries,
      ...journal.entries.map((entry) => deletedEntryOf(entry)),
    ],
  }
}

export function journalFile(journal: Journal): File {
  return new File([journalFileText(journal, Date.now())], 'journal.json', {
    type: 'application/json',
  })
}
