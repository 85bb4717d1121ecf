/**
 * A password reset ends what came before it (ADR 0049): every other reset link of the user,
 * every passkey, and the recovery of every lock (app-lock/queries.ts `endRecovery`). The
 * sessions go too, by better-auth's `revokeSessionsOnPasswordReset`.
 *
 * All of it happens inside better-auth's reset transaction, as the reset token is spent: the
 * `verification.delete.before` hook (auth.ts) runs in that transaction, before the sessions
 * are revoked and the password written, and writes through it (auth-transactions.ts). If any
 * step fails, the whole reset rolls back: the password, the passkeys and the lock's recovery
 * stay as they were, and the link still works.
 */
import { and, eq, like, ne } from 'drizzle-orm'
import { passkey, verification } from '../../db/schema'
import { endRecovery } from '../app-lock/queries'
import { currentTransaction } from './auth-transactions'

/** better-auth keeps reset tokens as `reset-password:{token}` rows whose value is the user id. */
const RESET_TOKEN = 'reset-password:'

type SpentToken = { id: string; identifier: string; value: string }

/** True when the verification row being spent is a password reset's token. */
export const isResetToken = (row: SpentToken) => row.identifier.startsWith(RESET_TOKEN)

/** Ends, in the reset's transaction, what the user set up before this reset. */
export async function endWhatCameBefore(spent: SpentToken): Promise<void> {
  const tx = currentTransaction()
  // Never outside it: a failure could then leave the new password with the old passkeys.
  if (!tx) throw new Error('a password reset ran outside its transaction')
  const userId = spent.value
  await tx
    .delete(verification)
    .where(
      and(
        like(verification.identifier, `${RESET_TOKEN}%`),
        eq(verification.value, userId),
        ne(verification.id, spent.id),
      ),
    )
  await tx.delete(passkey).where(eq(passkey.userId, userId))
  await endRecovery(tx, userId)
}
