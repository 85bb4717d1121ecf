import {
  digestOf,
  nameOf,
  recordIdOf,
  recordText,
  sealedText,
  sealRecord,
  SYNC_BATCH_MAX_BODY_BYTES,
  SYNC_BATCH_MAX_RECORDS,
  type SyncRecordsResult,
  type RecordContent,
  type SyncRecordUpload,
} from '@hara/core'
import { dayPlansToSync, getGamification } from '@/stores/records'
import { journalChangesSince, pause } from '@/stores/records/sync-feed'
import { applyGamification, applyRecords } from './record-apply'
import { requireKeyOf } from './key-check'
import { tellPushed } from './not-on-server'
import { openSynced } from './record-pull'
import { judge } from './record-versions'
import type { SyncContext } from './sync-context'
import type { SyncedRecord } from './sync-state'

/**
 * Pushing: every check-in, deletion record and the gamification state changed since the last
 * push, sealed one by one, and sent in batches, each record naming the version it replaces.
 * A record whose plaintext is what the server already has (its digest) is not sent, so what a
 * pull brought in is never sent back, and a first sync cut off half-way sends only the rest.
 * A conflict (another phone got there first) is opened and merged into the journal; the pass
 * then pushes the merged version, replacing the one it found. Each record is sealed with its
 * version, one more than the highest this phone has seen of it (ADR 0044); a conflict older
 * than that is not taken, and this phone's version goes over it.
 */

interface Pending {
  upload: SyncRecordUpload
  digest: string
  version: number
}

/** Splits `items` into batches of at most `maxRecords` and about `maxBytes` of body. */
export function batchesOf<T>(
  items: readonly T[],
  sizeOf: (item: T) => number,
  maxRecords = SYNC_BATCH_MAX_RECORDS,
  maxBytes = SYNC_BATCH_MAX_BODY_BYTES - 1024,
): T[][] {
  const batches: T[][] = []
  let batch: T[] = []
  let bytes = 0
  for (const item of items) {
    const size = sizeOf(item)
    if (batch.length > 0 && (batch.length >= maxRecords || bytes + size > maxBytes)) {
      batches.push(batch)
      batch = []
      bytes = 0
    }
    batch.push(item)
    bytes += size
  }
  if (batch.length > 0) batches.push(batch)
  return batches
}

const uploadSize = (item: Pending) => item.upload.ciphertext.length + item.upload.iv.length + 120

/** Seals the contents that differ from what the server has. */
async function sealChanged(ctx: SyncContext, contents: readonly RecordContent[]) {
  const named = await Promise.all(
    contents.map(async (content) => {
      const text = recordText(content)
      return {
        id: await recordIdOf(crypto, ctx.vault, nameOf(content)),
        sealed: (version: number) => sealedText(content, version),
        digest: await digestOf(crypto, text),
      }
    }),
  )
  const known = await ctx.state.synced(named.map((item) => item.id))
  const pending: Pending[] = []
  for (const item of named) {
    const seen = known.get(item.id)
    if (seen?.digest === item.digest) continue
    const version = (seen?.version ?? 0) + 1
    const upload = await sealRecord(
      crypto,
      ctx.vault,
      item.id,
      item.sealed(version),
      seen?.seq ?? null,
    )
    pending.push({ upload, digest: item.digest, version })
  }
  return pending
}

/** Merges what another phone wrote first into the journal; notes it as the server has it. */
async function takeConflicts(ctx: SyncContext, conflicts: SyncRecordsResult['conflicts']) {
  const contents: RecordContent[] = []
  const noted: SyncedRecord[] = []
  const forgotten: string[] = []
  const known = await ctx.state.synced(conflicts.map((conflict) => conflict.id))
  let wentBack = false
  for (const conflict of conflicts) {
    if (conflict.current === null) {
      // None stored under this id after all: sent again as new.
      forgotten.push(conflict.id)
      continue
    }
    const opened = await openSynced(ctx, conflict.current)
    const judged = judge(known.get(conflict.id), opened)
    wentBack ||= judged.wentBack
    const content = judged.take ? opened.content : null
    if (content?.kind === 'gamification') {
      await applyGamification(content.gamification)
    } else if (content) contents.push(content)
    noted.push(judged.noted)
  }
  await applyRecords(contents)
  // The server went back on a record (restored, or replaying): the next pull starts over.
  await ctx.state.saveSynced(noted, wentBack ? { wentBack } : {})
  await ctx.state.forget(forgotten)
}

/** One push of everything changed; resolves to whether another phone's record got in first. */
export async function push(ctx: SyncContext): Promise<{ sent: number; conflicts: number }> {
  const meta = await ctx.state.meta()
  requireKeyOf(ctx, meta)
  const changes = await journalChangesSince(meta.pushedRev)
  const contents: RecordContent[] = [
    ...changes.entries.map((entry): RecordContent => ({ kind: 'entry', entry })),
    ...changes.deleted.map((deleted): RecordContent => ({ kind: 'deleted', deleted })),
    { kind: 'gamification', gamification: dayPlansToSync(getGamification()) },
  ]
  const total = contents.length
  let sent = 0
  let conflicts = 0
  let done = 0
  // Sealed a batch's worth at a time, with a pause between, so a first sync of ten years
  // never holds the screen still.
  for (let from = 0; from < contents.length; from += SYNC_BATCH_MAX_RECORDS) {
    const pending = await sealChanged(ctx, contents.slice(from, from + SYNC_BATCH_MAX_RECORDS))
    for (const batch of batchesOf(pending, uploadSize)) {
      const result = await ctx.transport.putRecords(
        ctx.vault.keyId,
        batch.map((item) => item.upload),
      )
      const byId = new Map(batch.map((item) => [item.upload.id, item]))
      await ctx.state.saveSynced(
        result.accepted.map(({ id, seq }) => {
          const item = byId.get(id)
          return {
            id,
            seq,
            iv: item?.upload.iv,
            digest: item?.digest ?? '',
            version: item?.version ?? 0,
          }
        }),
      )
      sent += result.accepted.length
      conflicts += result.conflicts.length
      if (result.conflicts.length > 0) await takeConflicts(ctx, result.conflicts)
    }
    done = Math.min(total, from + SYNC_BATCH_MAX_RECORDS)
    // A long push (a first sync, a move from the whole-journal backup) shows how far it is.
    if (total > SYNC_BATCH_MAX_RECORDS) ctx.progress?.('backup', done, total)
    await pause()
  }
  if (conflicts === 0) {
    await ctx.state.setMeta({ pushedRev: changes.rev })
    tellPushed()
  }
  return { sent, conflicts }
}
