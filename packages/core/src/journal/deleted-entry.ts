import { z } from 'zod/mini'
import { lazySchema } from '../parsing/lazy-schema'
import { calendarDaySchema } from '../time/calendar-day'
import { isoTimestampSchema, type Instant } from '../time/instant'
import { stampAfter } from './entry-life'
import { hasDecision, hasOutcome, isHonored, type Entry } from './entry-schema'

/**
 * What the journal keeps of a deleted entry: its id and the few facts the gamification state
 * was built from, never its text. Deleting an entry on one phone must not be undone by another
 * phone (or a backup) that still holds it, so merges drop every entry whose id is listed here,
 * unless an Undo wrote the entry back after this deletion was made (entry-life.ts); and since
 * XP, check-ins and achievements are history (a deletion never takes them away), a merge still
 * counts what the entry earned.
 */
export const deletedEntrySchema = lazySchema(() =>
  z.object({
    id: z.uuid(),
    /** The local day the entry was written, for the streak. */
    day: calendarDaySchema,
    /** The XP the check-in earned. */
    xp: z.number().check(z.int(), z.nonnegative()),
    honored: z.boolean(),
    decision: z.boolean(),
    outcome: z.boolean(),
    /** The XP its outcome earned; absent when none did. */
    outcomeXp: z.optional(z.number().check(z.int(), z.nonnegative())),
    /** The life of the entry this deletion ended (entry-life.ts); absent means 0. */
    life: z.optional(z.number().check(z.int(), z.nonnegative())),
    /**
     * When the person deleted the entry, by the phone's clock (never before the Undo that wrote
     * it back): of a deletion and an Undo, the later wins (entry-life.ts). Absent on records
     * written before deletions were stamped.
     */
    deletedAt: z.optional(isoTimestampSchema),
    /**
     * When the entry's answers or time were last edited (its `detailsEditedAt`): of two records
     * of one id, the day and honored of the later edit are kept. Absent until such an edit.
     */
    detailsEditedAt: z.optional(isoTimestampSchema),
  }),
)
export type DeletedEntry = z.infer<typeof deletedEntrySchema>

export const deletedEntriesSchema = lazySchema(() => z.array(deletedEntrySchema))

/**
 * The record kept when `entry` is deleted; stamped when a person deletes it (`deletedAt`), never
 * before the Undo that wrote the entry back (entry-life.ts). The records a merge counts live
 * entries by carry no stamp.
 */
export function deletedEntryOf(entry: Entry, made?: { deletedAt: Instant }): DeletedEntry {
  return {
    id: entry.id,
    day: entry.day,
    xp: entry.xp,
    honored: isHonored(entry),
    decision: hasDecision(entry),
    outcome: hasOutcome(entry),
    ...(entry.outcomeXp ? { outcomeXp: entry.outcomeXp } : {}),
    ...(entry.life ? { life: entry.life } : {}),
    ...(entry.detailsEditedAt ? { detailsEditedAt: entry.detailsEditedAt } : {}),
    ...(made ? { deletedAt: stampAfter(made.deletedAt, entry.revivedAt) } : {}),
  }
}

/** All the XP a check-in earned: the check-in's own and its outcome's. */
export function earnedXpOf(record: Pick<DeletedEntry, 'xp' | 'outcomeXp'>): number {
  return record.xp + (record.outcomeXp ?? 0)
}

/**
 * Two records of the same id, life and stamp, as one (a merge keeps only the deletion made
 * last, entry-life.ts: two copies of it, or two records written before the stamps). They
 * describe the same check-in, so they agree but for an outcome logged on one phone only, and
 * for an edit of its time or honored: the day and honored of the later edit are kept (of two
 * edited at once, the earlier day and honored from either). The combination is the same
 * whatever the order.
 */
export function combineDeletedEntries(a: DeletedEntry, b: DeletedEntry): DeletedEntry {
  const outcomeXp = Math.max(a.outcomeXp ?? 0, b.outcomeXp ?? 0)
  const life = Math.max(a.life ?? 0, b.life ?? 0)
  const deletedAt = (a.deletedAt ?? '') >= (b.deletedAt ?? '') ? a.deletedAt : b.deletedAt
  const [x, y] = [a.detailsEditedAt ?? '', b.detailsEditedAt ?? '']
  if (x !== y) {
    const [later, other] = x > y ? [a, b] : [b, a]
    return combineDeletedEntries({ ...other, ...answersOf(later) }, later)
  }
  return {
    id: a.id,
    day: a.day <= b.day ? a.day : b.day,
    xp: Math.max(a.xp, b.xp),
    honored: a.honored || b.honored,
    decision: a.decision || b.decision,
    outcome: a.outcome || b.outcome,
    ...(outcomeXp > 0 ? { outcomeXp } : {}),
    ...(life > 0 ? { life } : {}),
    ...(a.detailsEditedAt ? { detailsEditedAt: a.detailsEditedAt } : {}),
    ...(deletedAt !== undefined ? { deletedAt } : {}),
  }
}

const answersOf = ({ day, honored, detailsEditedAt }: DeletedEntry) =>
  detailsEditedAt === undefined ? { day, honored } : { day, honored, detailsEditedAt }
