/**
 * The server's record that an account passed the early-access code.
 * Onboarding's local flag is only the device's memory of it; this row is what counts.
 */
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { admissions } from '../../db/schema'

/** Records the admission; a second correct code keeps the first date. */
export async function admit(db: Database, userId: string): Promise<void> {
  await db.insert(admissions).values({ userId }).onConflictDoNothing()
}

export async function isAdmitted(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(admissions)
    .where(eq(admissions.userId, userId))
  return row !== undefined
}
