import { current } from './database/current'
import { turnsByKey } from '@/lib/in-turn'
import { pause } from '@/lib/pacing'
import { setSealKey } from './database/seal-key'
import { openRecords } from './database/store'
import { rewriteRecoveryCopies } from './database/recovery-copies'

/**
 * Sealing the journal on this phone (ADR 0040), for the lock (features/app-lock): the data key
 * in memory while unlocked, and the rewrite of every record when sealing is turned on or off.
 * A second entry of the store, loaded with the lock's code, never with Home.
 */
export { setSealKey }

/**
 * The journal's rewrites, one at a time in the order they were asked. Turning the lock off while
 * an unlock's sealing is still going through the journal would otherwise let that sealing write
 * records sealed after the unsealing wrote them plain, under a key then forgotten: words kept,
 * but that nothing could open again.
 */
const inTurn = turnsByKey<'journal'>()

/**
 * Seals every record of `userId`'s journal under `key` (opening it, when the app has not yet),
 * and the journal text set aside as unreadable beside it; new writes are sealed from now on.
 */
export function sealJournal(key: CryptoKey, userId: string): Promise<void> {
  return inTurn('journal', async () => {
    setSealKey(key, userId)
    await openRecords(userId)
    await rewriteRecoveryCopies(userId, { seal: key })
    const db = current.db
    if (db === null) throw new Error('The journal is not open.')
    await (await import('./database/sealed')).rewriteAll(db, { seal: key }, pause)
  })
}

/**
 * Writes every record of `userId`'s open journal sealed under `key` plain again, and the text
 * set aside beside it (the lock is turned off, or this tab's key is no longer the lock's); new
 * writes are plain meanwhile, and the key is forgotten once none is left sealed.
 */
export function unsealJournal(key: CryptoKey, userId: string): Promise<void> {
  return inTurn('journal', async () => {
    if (current.userId !== userId) throw new Error('The journal is not open.')
    setSealKey(key, userId, false)
    await rewriteRecoveryCopies(userId, { unseal: key })
    await current.opening
    const db = current.db
    if (db === null) throw new Error('The journal is not open.')
    await (await import('./database/sealed')).rewriteAll(db, { unseal: key }, pause)
    setSealKey(null)
  })
}
