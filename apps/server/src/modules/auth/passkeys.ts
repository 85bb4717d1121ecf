/**
 * Passkeys: better-auth's passkey plugin, set up for Hara.
 *
 * - The relying party is the public URL's host name (`rpID`) and its origin: a passkey made on
 *   https://hara.example works there and nowhere else, and a ceremony from any other origin is
 *   refused.
 * - Registration needs no session, so a person can sign up with a passkey instead of a
 *   password: `POST /api/auth/sign-up/passkey` takes the nickname and email (checked and
 *   limited as the password sign-up is) and answers a short-lived `context`; the options asked
 *   for with that context name the new person; verifying the passkey creates the account, its
 *   profile and the passkey in one transaction and signs the person in. A signed-in person who
 *   asks for options always adds a passkey to their own account.
 */
import { passkey } from '@better-auth/passkey'
import { nicknameSchema } from '@hara/core'
import { getCurrentAdapter, type BetterAuthPlugin, type DBTransactionAdapter } from 'better-auth'
import { APIError, createAuthEndpoint } from 'better-auth/api'
import { generateRandomString } from 'better-auth/crypto'
import { z } from 'zod'
import {
  CLIENT_ADDRESS_HEADER,
  UNKNOWN_CLIENT_ADDRESS,
} from '../../lib/client-address/client-address'
import type { accountLimits } from './account-limits'
import { ensureProfile } from './profile-on-sign-up'

/** A sign-up waiting for its passkey, kept as a verification row under this prefix. */
const PENDING_SIGN_UP = 'passkey-sign-up:'
/** The user id a pending sign-up's registration options carry until the account exists. */
const PENDING_USER = 'pending-sign-up:'
/** As long as the plugin keeps a ceremony's challenge. */
const PENDING_SECONDS = 5 * 60
/** The longest email address there can be. */
const EMAIL_MAX = 254

export const SIGN_UP_EXPIRED = 'This sign-up has expired. Please start again.'

/** The relying party of every passkey: the public URL's host name and its origin. */
export function relyingParty(publicUrl: string): { rpID: string; origin: string } {
  const url = new URL(publicUrl)
  return { rpID: url.hostname, origin: url.origin }
}

type Pending = { email: string; nickname: string }

const signUpBody = z.object({
  email: z.string(),
  nickname: z.string(),
  name: z.string().optional(),
})

const badRequest = (code: string, message: string) => new APIError('BAD_REQUEST', { code, message })
const expired = () => badRequest('sign_up_expired', SIGN_UP_EXPIRED)
const userExists = () =>
  new APIError('UNPROCESSABLE_ENTITY', {
    code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
    message: 'User already exists. Use another email.',
  })

function readPending(value: string | undefined): Pending | undefined {
  try {
    const parsed = JSON.parse(value ?? '') as Partial<Pending>
    if (typeof parsed.email === 'string' && typeof parsed.nickname === 'string') {
      return { email: parsed.email, nickname: parsed.nickname }
    }
  } catch {
    // not a pending sign-up
  }
  return undefined
}

/** `POST /sign-up/passkey`: the first step of signing up with a passkey. */
function passkeySignUp(limits: ReturnType<typeof accountLimits> | undefined) {
  return {
    id: 'hara-passkey-sign-up',
    endpoints: {
      startPasskeySignUp: createAuthEndpoint(
        '/sign-up/passkey',
        { method: 'POST', body: signUpBody },
        async (ctx) => {
          const nickname = nicknameSchema.safeParse(ctx.body.nickname)
          if (!nickname.success) {
            throw badRequest(
              'invalid_nickname',
              nickname.error.issues[0]?.message ?? 'Enter a nickname.',
            )
          }
          const email = z.email().max(EMAIL_MAX).safeParse(ctx.body.email.trim())
          if (!email.success) throw badRequest('INVALID_EMAIL', 'Invalid email')
          const address = ctx.request?.headers.get(CLIENT_ADDRESS_HEADER) ?? UNKNOWN_CLIENT_ADDRESS
          await limits?.consumeSignUp(address)
          const known = await ctx.context.internalAdapter.findUserByEmail(email.data)
          if (known) throw userExists()
          const token = generateRandomString(32)
          const pending: Pending = { email: email.data.toLowerCase(), nickname: nickname.data }
          await ctx.context.internalAdapter.createVerificationValue({
            identifier: PENDING_SIGN_UP + token,
            value: JSON.stringify(pending),
            expiresAt: new Date(Date.now() + PENDING_SECONDS * 1000),
          })
          return ctx.json({ context: token })
        },
      ),
    },
  } satisfies BetterAuthPlugin
}

export function passkeyPlugins({
  publicUrl,
  limits,
}: {
  publicUrl: string
  limits: ReturnType<typeof accountLimits> | undefined
}) {
  const { rpID, origin } = relyingParty(publicUrl)
  return [
    passkeySignUp(limits),
    passkey({
      rpID,
      rpName: 'Hara',
      origin,
      // A passkey the phone keeps and offers by itself (sign-in without typing an email).
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      registration: {
        requireSession: false,
        // Only without a session: the person signing up, named by the pending sign-up.
        resolveUser: async ({ ctx, context }) => {
          if (!context) {
            throw new APIError('UNAUTHORIZED', {
              code: 'unauthorized',
              message: 'Sign in to add a passkey.',
            })
          }
          const row = await ctx.context.internalAdapter.findVerificationValue(
            PENDING_SIGN_UP + context,
          )
          const pending = row && row.expiresAt > new Date() ? readPending(row.value) : undefined
          if (!pending) throw expired()
          return { id: PENDING_USER + context, name: pending.email, displayName: pending.nickname }
        },
        // Inside the plugin's transaction (the sign-up asks for a session): the account and its
        // profile are written with the passkey, or none of them.
        afterVerification: async ({ ctx, user }) => {
          if (!user.id.startsWith(PENDING_USER)) return
          if (!ctx.body.createSession) throw expired()
          const token = user.id.slice(PENDING_USER.length)
          const internal = ctx.context.internalAdapter
          const pending = readPending(
            (await internal.consumeVerificationValue(PENDING_SIGN_UP + token))?.value,
          )
          if (!pending) throw expired()
          if (await internal.findUserByEmail(pending.email)) throw userExists()
          const created = await internal.createUser(
            { email: pending.email, name: pending.nickname, emailVerified: false },
            { method: 'passkey' },
          )
          const adapter = await getCurrentAdapter(ctx.context.adapter as DBTransactionAdapter)
          await ensureProfile(
            adapter,
            { userId: created.id, providerId: 'passkey' },
            pending.nickname,
          )
          return { userId: created.id }
        },
      },
    }),
  ]
}
