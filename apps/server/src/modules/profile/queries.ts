import { eq, getTableColumns, sql } from 'drizzle-orm'
import { isLanguage, type Language } from '@hara/core'
import type { Database } from '../../db/client'
import { admissions, journalBackup, profiles, pushSubscription, syncKey } from '../../db/schema'

/**
 * The profile as the API answers it: the product's column names, plus whether the account
 * has passed the access code, so a second phone can skip it, and whether it has an encrypted
 * backup, so a new phone offers to restore it without asking the backup route (and logging a
 * 404) for everyone who has none. And the last day a check-in
 * was reported for reminders, on any of the account's phones: a phone whose journal is empty
 * can then tell a person who checked in elsewhere that their journal is on that phone.
 */
export type ProfileJson = {
  id: string
  nickname: string
  first_name: string | null
  avatar_url: string | null
  admitted: boolean
  has_backup: boolean
  /** `YYYY-MM-DD`, the newest last check-in any of its phones reported for reminders, or null. */
  last_check_in_on: string | null
  /** Onboarding's choices (steps 3 and 4), or null before they are made. */
  onboarding_focus: string | null
  onboarding_challenge: string | null
  /** The language chosen ('en', 'es' or 'de'), or null before any was. */
  language: Language | null
}

type ProfileRow = typeof profiles.$inferSelect & {
  admitted: boolean
  hasBackup: boolean
  lastCheckInOn: string | null
}

/** The row with its admission and whether a backup exists, read in the same statement. */
const withAdmission = {
  ...getTableColumns(profiles),
  admitted: sql<boolean>`exists (select 1 from ${admissions} where ${admissions.userId} = ${profiles.id})`,
  // Either kind: synced records (their wrapped key) or the whole-journal backup of before.
  hasBackup: sql<boolean>`(exists (select 1 from ${syncKey} where ${syncKey.userId} = ${profiles.id}) or exists (select 1 from ${journalBackup} where ${journalBackup.userId} = ${profiles.id} and ${journalBackup.deletedAt} is null))`,
  // Qualified by hand: Drizzle names the outer columns bare, and push_subscription has an id.
  lastCheckInOn: sql<
    string | null
  >`(select max(ps.last_check_in_date)::text from ${pushSubscription} ps where ps.user_id = ${profiles}.id)`,
}

export function toProfileJson(row: ProfileRow): ProfileJson {
  return {
    id: row.id,
    nickname: row.nickname,
    first_name: row.firstName,
    avatar_url: row.avatarUrl,
    admitted: Boolean(row.admitted),
    has_backup: Boolean(row.hasBackup),
    last_check_in_on: row.lastCheckInOn ?? null,
    onboarding_focus: row.onboardingFocus ?? null,
    onboarding_challenge: row.onboardingChallenge ?? null,
    language: isLanguage(row.language) ? row.language : null,
  }
}

export async function findProfile(db: Database, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select(withAdmission).from(profiles).where(eq(profiles.id, userId))
  return row
}

/** What `PATCH /api/profile` may change. */
export type ProfileChange = {
  nickname?: string
  onboardingFocus?: string
  onboardingChallenge?: string
  language?: Language
}

export async function updateProfile(
  db: Database,
  userId: string,
  change: ProfileChange,
): Promise<ProfileRow | undefined> {
  const [row] = await db
    .update(profiles)
    .set({ ...change, updatedAt: new Date() })
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
