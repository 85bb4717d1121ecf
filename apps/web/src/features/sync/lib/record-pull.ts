import {
  digestOf,
  GAMIFICATION_NAME,
  openRecord,
  readRecord,
  recordIdOf,
  recordText,
  SYNC_PAGE_MAX_RECORDS,
  UnreadableRecordError,
  type RecordContent,
  type SyncChange,
  type SyncRecord,
} from '@hara/core'
import { afterNextFrame } from '@/lib/pacing'
import { pause } from '@/stores/records/sync-feed'
import { applyGamification, applyRecords } from './record-apply'
import { isKnownVersion, judge, type Opened } from './record-versions'
import type { SyncContext } from './sync-context'
import type { SyncedRecord } from './sync-state'
import { checkKey } from './key-check'

/**
 * Pulling: pages of records changed after the cursor, opened, merged into the journal, and the
 * cursor kept after each page, so a pull cut off by the network goes on from that page.
 * Records this phone sent itself (the seq and IV it was given) are skipped without opening.
 *
 * The first page asks whether the server still holds the latest record this phone knows of
 * (ADR 0044). When it does not, or a record comes back at a version this phone has already
 * seen or passed, the server went back: the phone forgets what it thought the server had and
 * pulls everything again (taking no version below one it has seen), and its next push sends
 * whatever the server lost.
 */

export type { Opened } from './record-versions'

/** Opens a record: its content (null: none this version reads) and what to note of it. */
export async function openSynced(
  ctx: SyncContext,
  record: Pick<SyncRecord, 'id' | 'seq' | 'iv' | 'ciphertext'>,
): Promise<Opened> {
  // A record that does not open under this key (damaged, or moved under another id) is passed
  // over; this phone's own version of it, if any, replaces it.
  const plaintext = await openRecord(crypto, ctx.vault, record).catch((error: unknown) => {
    if (error instanceof UnreadableRecordError) return ''
    throw error
  })
  const read = readRecord(plaintext)
  const digest = read ? await digestOf(crypto, recordText(read.content)) : ''
  return {
    record: { id: record.id, seq: record.seq, iv: record.iv, digest, version: read?.version ?? 0 },
    content: read?.content ?? null,
  }
}

/** Brings in every record changed since the cursor; resolves to how many changed the journal. */
export async function pull(ctx: SyncContext): Promise<number> {
  let applied = 0
  let done = 0
  // The server is found to have gone back at most once a pull: after that, the pull is
  // already bringing in everything again.
  let forgotten = false
  for (;;) {
    const meta = await ctx.state.meta()
    const check = forgotten || meta.wentBack ? null : meta.check
    const page = await ctx.transport.fetchRecordPage(meta.cursor, undefined, check)
    await checkKey(ctx, page.keyVersion)
    // The server no longer holds the latest record this phone knows of, or its cursor is one
    // this account never reached: restored from an older copy.
    const lost = page.held === false || meta.cursor > page.latestSeq
    if (!forgotten && (meta.wentBack || lost)) {
      await ctx.state.forgetServer()
      forgotten = true
      done = 0
      continue
    }
    const took = await takeRecords(ctx, page.records, page.next, meta.pendingGamification)
    applied += took.applied
    const { wentBack } = took
    done += page.records.length
    if (wentBack && !forgotten) {
      await ctx.state.forgetServer()
      forgotten = true
      done = 0
      continue
    }
    // A long pull (a restore, a phone back after months) shows how far it is; one record
    // from another phone does not flash a line.
    const total = done + page.remaining
    if (page.records.length > 0 && total > SYNC_PAGE_MAX_RECORDS) {
      ctx.progress?.('restore', done, total)
    }
    if (!page.more) break
    await pause()
  }
  if (await applyPendingGamification(ctx)) applied += 1
  return applied
}

/**
 * Takes records as a page brings them: those this phone sent itself or already holds passed
 * over, the others opened and merged into the journal, and the cursor moved to `cursor`. A
 * gamification record waits in the sync state until every record before it is in.
 *
 * The gamification record (known by its id) is opened after the others are merged: its state
 * is merged at the end in any case, and a check-in from the other phone then shows without
 * waiting for that state to be opened and checked (ADR 0095); with `between`, once that has
 * been awaited too.
 */
async function takeRecords(
  ctx: SyncContext,
  records: readonly SyncRecord[],
  cursor: number,
  pending: SyncRecord | null,
  read?: Map<string, SyncedRecord>,
  /** Awaited between the check-ins merged and the state opened (a frame, for a live change). */
  between?: () => Promise<void>,
): Promise<{
  applied: number
  wentBack: boolean
  pendingGamification: SyncRecord | null
  /** The pending gamification record as this page opened it (null: it came before). */
  pendingOpened: Opened | null
}> {
  const known = read ?? (await ctx.state.synced(records.map((record) => record.id)))
  const fresh = records.filter((record) => {
    const seen = known.get(record.id)
    return !(isKnownVersion(seen, record) && seen?.digest)
  })
  const stateId = await gamificationRecordId(ctx)
  const noted: SyncedRecord[] = []
  let pendingGamification = pending
  let pendingOpened: Opened | null = null
  let wentBack = false
  let applied = 0
  /** Opens `batch` and merges what it brings into the journal. */
  const take = async (batch: readonly SyncRecord[]) => {
    const contents: RecordContent[] = []
    for (const record of batch) {
      const opened = await openSynced(ctx, record)
      const judged = judge(known.get(record.id), opened)
      wentBack ||= judged.wentBack
      if (judged.take && opened.content?.kind === 'gamification') {
        // Merged once every record before it is here, at the end of the pull; kept in the
        // sync state meanwhile, so a pull cut off after this page still brings it in.
        pendingGamification = record
        pendingOpened = opened
        continue
      }
      if (judged.take && opened.content) contents.push(opened.content)
      noted.push(judged.noted)
    }
    if (contents.length > 0 && (await applyRecords(contents))) applied += contents.length
  }
  await take(fresh.filter((record) => record.id !== stateId))
  const state = fresh.filter((record) => record.id === stateId)
  if (state.length > 0 && applied > 0) await between?.()
  await take(state)
  await ctx.state.saveSynced(noted, { cursor, pendingGamification })
  return { applied, wentBack, pendingGamification, pendingOpened }
}

/**
 * The record id of the gamification state under this vault, derived once per vault; null when
 * it cannot be derived, and the records are then taken in the order they came.
 */
const stateIds = new WeakMap<SyncContext['vault'], Promise<string | null>>()
function gamificationRecordId(ctx: SyncContext): Promise<string | null> {
  let id = stateIds.get(ctx.vault)
  if (!id) {
    id = recordIdOf(crypto, ctx.vault, GAMIFICATION_NAME).catch(() => null)
    stateIds.set(ctx.vault, id)
  }
  return id
}

/**
 * Takes a change that rode its event (ADR 0063): its records, when this phone's cursor is the
 * seq before them, merged as a page's are, and the cursor moved past them. False when they do
 * not follow the cursor (a gap, a server gone back, or nothing carried): then a pull brings
 * them.
 */
export async function takeArrived(ctx: SyncContext, change: SyncChange): Promise<boolean> {
  if (!change.records || change.since === undefined) return false
  const { records } = change
  const { meta, known } = await ctx.state.metaAndSynced(records.map((record) => record.id))
  if (meta.wentBack || meta.cursor !== change.since) return false
  await checkKey(ctx, change.keyVersion, meta)
  // The check-in's card is painted before the other phone's state is opened and merged.
  const took = await takeRecords(
    ctx,
    records,
    change.seq,
    meta.pendingGamification,
    known,
    afterNextFrame,
  )
  if (took.wentBack) {
    await ctx.state.forgetServer()
    return false
  }
  await applyPendingGamification(ctx, took.pendingGamification, took.pendingOpened)
  return true
}

/**
 * Merges the gamification record a pull brought in, once every page is in (`kept`: the one the
 * caller has just noted in the sync state, rather than read it again, and `keptOpened` that
 * record as the caller opened it, rather than open it again).
 */
async function applyPendingGamification(
  ctx: SyncContext,
  kept?: SyncRecord | null,
  keptOpened: Opened | null = null,
): Promise<boolean> {
  const pending = kept === undefined ? (await ctx.state.meta()).pendingGamification : kept
  if (!pending) return false
  const opened = keptOpened ?? (await openSynced(ctx, pending))
  const known = (await ctx.state.synced([pending.id])).get(pending.id)
  const changed =
    opened.content?.kind === 'gamification' &&
    (await applyGamification(opened.content.gamification))
  await ctx.state.saveSynced([judge(known, opened).noted], { pendingGamification: null })
  return changed
}
