import { eq, getTableColumns, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { admissions, journalBackup, profiles } from '../../db/schema'

/**
 * The profile as the API answers it: spec section 3's column names, plus whether the account
 * has passed the access code, so a second phone can skip it (issue 13, point 10), and whether
 * it has an encrypted backup, so a new phone offers to restore it without asking the backup
 * route (and logging a 404) for everyone who has none (issue 11).
 */
export type ProfileJson = {
  id: string
  nickname: string
  first_name: string | null
  avatar_url: string | null
  admitted: boolean
  has_backup: boolean
}

type ProfileRow = typeof profiles.$inferSelect & { admitted: boolean; hasBackup: boolean }

/** The row with its admission and whether a backup exists, read in the same statement. */
const withAdmission = {
  ...getTableColumns(profiles),
  admitted: sql<boolean>`exists (select 1 from ${admissions} where ${admissions.userId} = ${profiles.id})`,
  hasBackup: sql<boolean>`exists (select 1 from ${journalBackup} where ${journalBackup.userId} = ${profiles.id} and ${journalBackup.deletedAt} is null)`,
}

export function toProfileJson(row: ProfileRow): ProfileJson {
  return {
    id: row.id,
    nickname: row.nickname,
    first_name: row.firstName,
    avatar_url: row.avatarUrl,
    admitted: Boolean(row.admitted),
    has_backup: Boolean(row.hasBackup),
  }
}

export async function findProfile(db: Database, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select(withAdmission).from(profiles).where(eq(profiles.id, userId))
  return row
}

export async function updateNickname(
  db: Database,
  userId: string,
  nickname: string,
): Promise<ProfileRow | undefined> {
  const [row] = await db
    .update(profiles)
    .set({ nickname, updatedAt: new Date() })
    .where(eq(profiles.id, userId))
    .returning(withAdmission)
  return row
}

export async function updateAvatarUrl(
  db: Database,
  userId: string,
  avatarUrl: string,
): Promise<ProfileRow | undefined> {
  const [row] = await db
    .update(profiles)
    .set({ avatarUrl, updatedAt: new Date() })
    .where(eq(profiles.id, userId))
    .returning(withAdmission)
  return row
}
