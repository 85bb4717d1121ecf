/**
 * The lock's rows (db/schema.ts `app_lock_credential`, `app_lock_challenge`). Every query names
 * the account: a credential of another account is never found.
 */
import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { appLockChallenge, appLockCredential } from '../../db/schema'

/** How long a challenge may be answered. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000

/** A credential's recovery secret after a password reset ended its recovery. */
export const RECOVERY_ENDED = ''

export type LockCredential = {
  credentialId: string
  publicKey: string
  counter: number
  recoverySecret: string
  createdAt: Date
}

/** A new challenge for the account, replacing any it had. */
export async function newChallenge(db: Database, userId: string, now: number): Promise<string> {
  const challenge = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now + CHALLENGE_TTL_MS)
  await db
    .insert(appLockChallenge)
    .values({ userId, challenge, expiresAt })
    .onConflictDoUpdate({ target: appLockChallenge.userId, set: { challenge, expiresAt } })
  return challenge
}

/** The account's challenge, once: it is gone after this read. Null when none is alive. */
export async function takeChallenge(
  db: Database,
  userId: string,
  now: number,
): Promise<string | null> {
  const [row] = await db
    .delete(appLockChallenge)
    .where(eq(appLockChallenge.userId, userId))
    .returning()
  return row && row.expiresAt.getTime() > now ? row.challenge : null
}

export async function findCredential(
  db: Database,
  userId: string,
  credentialId: string,
): Promise<LockCredential | null> {
  const [row] = await db
    .select()
    .from(appLockCredential)
    .where(
      and(eq(appLockCredential.userId, userId), eq(appLockCredential.credentialId, credentialId)),
    )
  return row ?? null
}

/** Stores a new credential with a fresh recovery secret; null when the id is taken. */
export async function addCredential(
  db: Database,
  credential: { userId: string; credentialId: string; publicKey: string; counter: number },
  now: number,
): Promise<string | null> {
  const recoverySecret = randomBytes(32).toString('base64url')
  const rows = await db
    .insert(appLockCredential)
    .values({ ...credential, recoverySecret, createdAt: new Date(now) })
    .onConflictDoNothing()
    .returning({ id: appLockCredential.credentialId })
  return rows.length > 0 ? recoverySecret : null
}

export async function setCounter(
  db: Database,
  userId: string,
  credentialId: string,
  counter: number,
): Promise<void> {
  await db
    .update(appLockCredential)
    .set({ counter })
    .where(
      and(eq(appLockCredential.userId, userId), eq(appLockCredential.credentialId, credentialId)),
    )
}

/** Removes the account's credential; whether there was one. */
export async function removeCredential(
  db: Database,
  userId: string,
  credentialId: string,
): Promise<boolean> {
  const rows = await db
    .delete(appLockCredential)
    .where(
      and(eq(appLockCredential.userId, userId), eq(appLockCredential.credentialId, credentialId)),
    )
    .returning({ id: appLockCredential.credentialId })
  return rows.length > 0
}

/**
 * A password reset ends recovery for every lock the account registered before it: the secrets
 * are forgotten, so no password or passkey set from now on opens those phones' journals.
 */
export async function endRecovery(db: Pick<Database, 'update'>, userId: string): Promise<void> {
  await db
    .update(appLockCredential)
    .set({ recoverySecret: RECOVERY_ENDED })
    .where(eq(appLockCredential.userId, userId))
}
