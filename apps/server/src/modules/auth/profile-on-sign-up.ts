/**
 * Every user has a profile row, written in the same database transaction as
 * the user, so a user never exists without one.
 *
 * better-auth creates a user and its first account (the password, or the Google link) inside
 * one transaction, and its `create.after` hooks run only after that transaction commits. The
 * `account.create.before` hook is the first point inside the transaction where the user row
 * exists, so the profile is written there, through the transaction's own adapter. If writing
 * it fails, the transaction rolls back and no user is left behind (see sign-up.test.ts).
 */
import type { DBTransactionAdapter } from 'better-auth'
import { toNickname } from '@hara/core'

/** better-auth's view of the `profiles` table, registered by `profilesModel` in auth.ts. */
export const PROFILE_MODEL = 'profile'

export const profileModelSchema = {
  [PROFILE_MODEL]: {
    modelName: 'profiles',
    fields: {
      nickname: { type: 'string', required: true },
      firstName: { type: 'string', required: false },
      avatarUrl: { type: 'string', required: false },
    },
  },
} as const

type AccountData = { userId: string; providerId: string; idToken?: string | null | undefined }

type UserRow = { id: string; name: string; email: string }

/**
 * Writes the user's profile unless it exists (a second account, such as Google linked to a
 * password account, keeps the profile it has).
 *
 * @param requestedNickname the nickname typed at sign-up, already validated and trimmed
 */
export async function ensureProfile(
  adapter: DBTransactionAdapter,
  account: AccountData,
  requestedNickname: string | undefined,
): Promise<void> {
  const existing = await adapter.findOne({
    model: PROFILE_MODEL,
    where: [{ field: 'id', value: account.userId }],
  })
  if (existing) return

  const user = await adapter.findOne<UserRow>({
    model: 'user',
    where: [{ field: 'id', value: account.userId }],
  })
  const google = account.providerId === 'google' ? readIdToken(account.idToken) : undefined
  const firstName = toNickname(google?.given_name)
  const nickname =
    toNickname(requestedNickname) ??
    profileNickname({ givenName: google?.given_name, name: user?.name, email: user?.email })

  await adapter.create({
    model: PROFILE_MODEL,
    data: { id: account.userId, nickname, firstName: firstName ?? null, avatarUrl: null },
    forceAllowId: true,
  })
}

/**
 * The nickname of a user who did not type one (Google): the given name, else the full name,
 * else the part of the email address before the @.
 */
export function profileNickname(source: {
  givenName?: string | null | undefined
  name?: string | null | undefined
  email?: string | null | undefined
}): string {
  return (
    toNickname(source.givenName) ??
    toNickname(source.name) ??
    toNickname(source.email?.split('@')[0]) ??
    'Friend'
  )
}

type GoogleClaims = { given_name?: string; name?: string; email?: string }

/**
 * The claims of Google's ID token. better-auth has just received this token from Google's token
 * endpoint over TLS and read the user from it in the same way (`decodeJwt`), so it is read here
 * without checking the signature again.
 */
function readIdToken(idToken: string | null | undefined): GoogleClaims | undefined {
  const payload = idToken?.split('.')[1]
  if (!payload) return undefined
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    return claims && typeof claims === 'object' ? (claims as GoogleClaims) : undefined
  } catch {
    return undefined
  }
}
