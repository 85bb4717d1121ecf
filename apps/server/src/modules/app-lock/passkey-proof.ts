/**
 * Recovery of the lock with another of the account's passkeys (better-auth's passkey plugin
 * keeps them in `passkey`): the assertion is checked against that passkey's stored key, for a
 * challenge the lock handed out, with user verification, as a passkey sign-in checks it. Only a
 * passkey registered before the lock's credential counts: one added since could be the work of
 * whoever holds the phone, with the session it still has while locked.
 */
import {
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
} from '@simplewebauthn/server'
import { and, eq, lt } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { passkey as passkeyTable } from '../../db/schema'

export async function passkeyProves(
  db: Database,
  userId: string,
  response: AuthenticationResponseJSON,
  expected: {
    challenge: string | null
    origins: string[]
    rpIds: string[]
    registeredBefore: Date
  },
): Promise<boolean> {
  if (!expected.challenge) return false
  const [stored] = await db
    .select()
    .from(passkeyTable)
    .where(
      and(
        eq(passkeyTable.userId, userId),
        eq(passkeyTable.credentialID, response.id),
        lt(passkeyTable.createdAt, expected.registeredBefore),
      ),
    )
  if (!stored) return false
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: expected.challenge,
    expectedOrigin: expected.origins,
    expectedRPID: expected.rpIds,
    requireUserVerification: true,
    credential: {
      id: stored.credentialID,
      publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64')),
      counter: stored.counter,
    },
  }).catch(() => null)
  if (!result?.verified) return false
  await db
    .update(passkeyTable)
    .set({ counter: result.authenticationInfo.newCounter })
    .where(eq(passkeyTable.id, stored.id))
  return true
}

/** Whether the account has any passkey. */
export async function hasPasskey(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: passkeyTable.id })
    .from(passkeyTable)
    .where(eq(passkeyTable.userId, userId))
    .limit(1)
  return rows.length > 0
}
