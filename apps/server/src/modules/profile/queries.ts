import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { profiles } from '../../db/schema'

/** The profile as the API answers it: spec section 3's column names. */
export type ProfileJson = {
  id: string
  nickname: string
  first_name: string | null
  avatar_url: string | null
}

type ProfileRow = typeof profiles.$inferSelect

export function toProfileJson(row: ProfileRow): ProfileJson {
  return {
    id: row.id,
    nickname: row.nickname,
    first_name: row.firstName,
    avatar_url: row.avatarUrl,
  }
}

export async function findProfile(db: Database, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId))
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
    .returning()
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
    .returning()
  return row
}
