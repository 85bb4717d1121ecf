/**
 * Everything the server holds for one account, deleted: its avatar files, then in one
 * transaction the rows no foreign key takes along (reset and other verification tokens naming
 * the user, the rate-limit counts kept under its id or its email, the addresses it signed in
 * from) and the user row, whose deletion cascades to its sessions, sign-in methods, profile,
 * push subscriptions and their deliveries, admission and encrypted backup (db/schema/).
 *
 * The files go first: if the database then fails, the account is still there to delete again,
 * where the other order could leave files no account owns.
 */
import { eq, inArray, like, or } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { rateLimitEvent, signInAddress, user, verification } from '../../db/schema'
import { keysOfEmail } from '../auth/account-limits'
import type { ObjectStorage } from '../storage/object-storage'

/** The folder of one user's avatars (modules/avatar keeps `avatars/{userId}/avatar.{ext}`). */
export const avatarFolder = (userId: string) => `avatars/${userId}`

/** `%` and `_` match anything in LIKE; an id is matched as itself. */
const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

export async function deleteAccount(
  { db, storage }: { db: Database; storage: ObjectStorage },
  account: { userId: string; email: string },
): Promise<void> {
  const { userId, email } = account
  await storage.deleteFolder(avatarFolder(userId))
  const emailKeys = keysOfEmail(email)
  await db.transaction(async (tx) => {
    await tx.delete(verification).where(eq(verification.value, userId))
    await tx
      .delete(rateLimitEvent)
      .where(
        or(
          like(rateLimitEvent.key, `%:user:${literal(userId)}`),
          inArray(rateLimitEvent.key, emailKeys.counters),
        ),
      )
    await tx.delete(signInAddress).where(eq(signInAddress.accountKey, emailKeys.knownAddresses))
    await tx.delete(user).where(eq(user.id, userId))
  })
}
