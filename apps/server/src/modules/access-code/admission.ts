/**
 * The server's record that an account passed the early-access code.
 * Onboarding's local flag is only the device's memory of it; this row is what counts.
 *
 * An admission is never taken back (its row goes only with the account, whose sessions go
 * with it), so each process remembers the accounts it has seen admitted and asks the database
 * only about the others: every admitted request was paying a query for an answer that cannot
 * change. A refusal is never remembered: another process may admit the account a moment later.
 */
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { admissions } from '../../db/schema'

/** How many admitted accounts a process remembers before it starts over. */
const REMEMBERED = 100_000

const admittedIn = new WeakMap<Database, Set<string>>()

function remembered(db: Database): Set<string> {
  let known = admittedIn.get(db)
  if (!known) {
    known = new Set()
    admittedIn.set(db, known)
  }
  return known
}

function remember(db: Database, userId: string): void {
  const known = remembered(db)
  if (known.size >= REMEMBERED) known.clear()
  known.add(userId)
}

/** Records the admission; a second correct code keeps the first date. */
export async function admit(db: Database, userId: string): Promise<void> {
  await db.insert(admissions).values({ userId }).onConflictDoNothing()
  remember(db, userId)
}

export async function isAdmitted(db: Database, userId: string): Promise<boolean> {
  if (remembered(db).has(userId)) return true
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(admissions)
    .where(eq(admissions.userId, userId))
  if (row === undefined) return false
  remember(db, userId)
  return true
}
