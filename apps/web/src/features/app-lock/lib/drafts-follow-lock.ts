import { draftPrefix } from '@/lib/device-keys'
import { keepDraftsInMemory } from '@/lib/session-draft'
import { onSealKeyChange, sealStateFor } from '@/stores/journal/records/seal-key'

/**
 * A check-in in progress holds words that are sealed everywhere else: while the lock seals the
 * journal (ADR 0040) drafts are kept in the page's memory only, and they go when Hara locks.
 * Loaded with the lock's actions, the only way a journal's key is ever set.
 */
onSealKeyChange((userId) => {
  keepDraftsInMemory(sealStateFor(userId)?.sealing === true, draftPrefix(userId))
})
