import { SYNC_PAGE_MAX_RECORDS, type SyncRecord } from '@hara/core'
import { pause } from '@/stores/journal/sync-feed'
import { applyGamification, applyRecords } from './record-apply'
import { readRecordText, recordText, type RecordContent } from './record-format'
import { digestOf, openRecord, UnreadableRecordError } from './sync-crypto'
import type { SyncContext } from './sync-context'
import type { SyncedRecord } from './sync-state'

/**
 * Pulling: pages of records changed after the cursor, opened, merged into the journal, and the
 * cursor kept after each page, so a pull cut off by the network goes on from that page.
 * Records this phone sent itself (the seq it was given) are skipped without opening.
 */

/** The account's key is gone (sync turned off elsewhere), or is another than this phone's. */
export class SyncKeyGone extends Error {}
export class SyncKeyReplaced extends Error {}

export interface Opened {
  record: SyncedRecord
  content: RecordContent | null
}

/** Opens a record: its content (null: none this version reads) and what to note of it. */
export async function openSynced(
  ctx: SyncContext,
  record: Pick<SyncRecord, 'id' | 'seq' | 'iv' | 'ciphertext'>,
): Promise<Opened> {
  // A record that does not open under this key (damaged, or moved under another id) is passed
  // over; this phone's own version of it, if any, replaces it.
  const plaintext = await openRecord(ctx.vault, record).catch((error: unknown) => {
    if (error instanceof UnreadableRecordError) return ''
    throw error
  })
  const content = readRecordText(plaintext)
  const digest = content ? await digestOf(recordText(content)) : ''
  return { record: { id: record.id, seq: record.seq, digest }, content }
}

/**
 * Stops a pass that began with keys this phone has since replaced (backup started again, or
 * unlocked with another key): what it knows belongs to the new key now.
 */
export async function requireCurrentKey(ctx: SyncContext): Promise<void> {
  const { keyId } = await ctx.state.meta()
  if (keyId !== null && keyId !== ctx.vault.keyId) throw new SyncKeyReplaced()
}

/** Checks the account's key against this phone's when its version moved. */
async function checkKey(ctx: SyncContext, keyVersion: number | null): Promise<void> {
  await requireCurrentKey(ctx)
  const meta = await ctx.state.meta()
  if (keyVersion !== null && keyVersion === meta.keyVersion) return
  const key = await ctx.transport.fetchSyncKey()
  if (!key) throw new SyncKeyGone()
  if (key.keyId !== ctx.vault.keyId) throw new SyncKeyReplaced()
  // The same data key, wrapped anew (a passphrase changed on another phone): nothing to ask.
  await ctx.state.setMeta({ keyVersion: key.version, keyId: key.keyId })
}

/** Brings in every record changed since the cursor; resolves to how many changed the journal. */
export async function pull(ctx: SyncContext): Promise<number> {
  let applied = 0
  let done = 0
  let gamification: Opened | null = null
  for (;;) {
    const meta = await ctx.state.meta()
    const page = await ctx.transport.fetchRecordPage(meta.cursor)
    await checkKey(ctx, page.keyVersion)
    if (meta.cursor > page.latestSeq) {
      // A cursor this account never reached (its records were restored from an older copy).
      await ctx.state.setMeta({ cursor: 0 })
      continue
    }
    const known = await ctx.state.synced(page.records.map((record) => record.id))
    const fresh = page.records.filter((record) => known.get(record.id)?.seq !== record.seq)
    const opened: Opened[] = []
    for (const record of fresh) opened.push(await openSynced(ctx, record))
    const contents: RecordContent[] = []
    const noted: SyncedRecord[] = []
    for (const item of opened) {
      if (item.content?.kind === 'gamification') gamification = item
      else {
        if (item.content) contents.push(item.content)
        noted.push(item.record)
      }
    }
    if (await applyRecords(contents)) applied += contents.length
    await ctx.state.saveSynced(noted, { cursor: page.next })
    done += page.records.length
    // A long pull (a restore, a phone back after months) shows how far it is; one record
    // from another phone does not flash a line.
    const total = done + page.remaining
    if (page.records.length > 0 && total > SYNC_PAGE_MAX_RECORDS) {
      ctx.progress?.('restore', done, total)
    }
    if (!page.more) break
    await pause()
  }
  if (gamification?.content?.kind === 'gamification') {
    if (await applyGamification(gamification.content.gamification)) applied += 1
    await ctx.state.saveSynced([gamification.record])
  }
  return applied
}
