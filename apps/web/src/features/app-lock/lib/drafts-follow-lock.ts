import { ALL_DEVICE_KEYS, draftPrefix, userKey } from '@/lib/device-keys'
import { removeRaw } from '@/lib/device-storage'
import { keepDraftsInMemory } from '@/lib/session-draft'
import { onSealKeyChange, sealStateFor } from '@/stores/records/database/seal-key'

/**
 * What holds the person's words beside the journal, while the lock seals it (ADR 0040): the
 * coach's cached analyses (they quote outcomes and patterns) and a check-in in progress. As
 * sealing begins, those kept in storage are removed (the journal's store keeps new ones in
 * memory only, engine.ts); drafts are kept in the page's memory only, and go when Hara locks.
 * Loaded with the lock's actions, the only way a journal's key is ever set.
 */
const COACH_CACHES = [
  ALL_DEVICE_KEYS.signals,
  ALL_DEVICE_KEYS.trust,
  ALL_DEVICE_KEYS.tone,
  ALL_DEVICE_KEYS.focus,
  ALL_DEVICE_KEYS.missions,
  ALL_DEVICE_KEYS.patterns,
  ALL_DEVICE_KEYS.dailyGuidance,
]

onSealKeyChange((userId) => {
  const sealing = sealStateFor(userId)?.sealing === true
  keepDraftsInMemory(sealing, draftPrefix(userId))
  if (!sealing) return
  for (const { names } of COACH_CACHES) {
    for (const name of names) removeRaw(userKey(userId, name))
  }
})
