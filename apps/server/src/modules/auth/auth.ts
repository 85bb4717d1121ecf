/**
 * better-auth, configured for Hara: email and password with a nickname, password reset by
 * mail, Google when configured, passkeys (passkeys.ts), cookie sessions and rate limits kept in the database.
 * Mounted at /api/auth/* by routes.ts.
 */
import {
  betterAuth,
  getCurrentAdapter,
  type BetterAuthPlugin,
  type DBTransactionAdapter,
  type User,
} from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { eq } from 'drizzle-orm'
import type { DatabaseHandle } from '../../db/client'
import { profiles, schema } from '../../db/schema'
import type { Env } from '../../env'
import { CLIENT_ADDRESS_HEADER } from '../../lib/client-address/client-address'
import { describeError } from '../../lib/data/database-errors'
import type { BackgroundTasks } from '../../lib/http/background-tasks'
import type { Logger } from '../../lib/logging/logger'
import type { Mailer } from '../mail/mailer'
import { passwordResetMail } from '../mail/password-reset-mail'
import { isLanguage, PASSWORD_MAX, PASSWORD_MIN } from '@hara/core'
import { accountLimits } from './account-limits'
import { authHooks } from './hooks'
import { passkeyPlugins } from './passkeys'
import type { PasswordHashing } from './password-hashing'
import { ensureProfile, profileModelSchema } from './profile-on-sign-up'
import { keepingTransactions } from './auth-transactions'
import { endWhatCameBefore, isResetToken } from './reset-ends-what-came-before'
import type { SessionEnds } from './session-ends'

export type AuthDeps = {
  env: Env
  database: DatabaseHandle
  logger: Logger
  mailer: Mailer
  /** Where a password reset is done, after the answer. */
  background: BackgroundTasks
  /** better-auth's limits and the per-account ones (lib/limits/rate-limit.ts reads RATE_LIMITS). */
  rateLimits: boolean
  /** Signs session cookies; the same in every process (secrets/resolve-server-secrets.ts). */
  secret: string
  /** The time the per-account limits count by. */
  clock?: () => number
  /** Where every session better-auth deletes is told, to every process (session-ends.ts). */
  sessionEnds: SessionEnds
  /** How passwords are hashed and checked (password-hashing.ts). */
  passwords: PasswordHashing
}

/** Where the web app shows sign-in and the set-new-password view (it reads `?token` / `?error`). */
export const AUTH_PAGE = '/auth'

export { GOOGLE_NOT_CONFIGURED } from './hooks'

/** Lets better-auth read and write the `profiles` table inside its own transactions. */
const profilesModel = {
  id: 'hara-profiles',
  schema: profileModelSchema,
} satisfies BetterAuthPlugin

export function isGoogleConfigured(env: Env): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET)
}

export function createAuth({
  env,
  database,
  logger,
  mailer,
  background,
  rateLimits,
  secret,
  clock,
  sessionEnds,
  passwords,
}: AuthDeps) {
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
      : undefined

  /** Users whose password was just reset, by request, so the after-hook can sign them in. */
  const passwordResets = new WeakMap<Request, User>()
  const limits = rateLimits ? accountLimits(database.db, clock) : undefined

  const auth = betterAuth({
    appName: 'Hara',
    baseURL: env.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: env.trustedOrigins,
    // Hooks inside its transactions may write Hara's tables in them (auth-transactions.ts).
    database: drizzleAdapter(keepingTransactions(database.db), {
      provider: 'pg',
      schema,
      transaction: true,
    }),
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message, ...details: unknown[]) =>
        logger[level](
          `auth: ${message}`,
          details.length ? { details: details.map(describeDetail) } : undefined,
        ),
    },
    session: {
      // A phone app people open every day: stay signed in for 30 days after the last visit.
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: { hash: passwords.hash, verify: passwords.verify },
      // Whoever knew the old password loses their sessions; the person resetting gets a new one.
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        // Built here rather than taken from the client's redirectTo, so the link always opens
        // the web app's set-new-password view. better-auth's GET checks the token, then
        // redirects to /auth?token=… (or /auth?error=INVALID_TOKEN when it expired or was used).
        const link = `${env.publicUrl}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent(AUTH_PAGE)}`
        // This runs after the answer (hooks.ts answers every reset request alike, then asks
        // for the reset in the background), so whatever the mail server takes, an address
        // with an account is answered as fast as one without. The mailer
        // logs that a mail was written and where; never the link, which is a live credential
        // for an hour.
        const [profile] = await database.db
          .select({ nickname: profiles.nickname, language: profiles.language })
          .from(profiles)
          .where(eq(profiles.id, user.id))
        // In the language the person chose in Hara (English before any choice).
        const language = isLanguage(profile?.language) ? profile.language : null
        await mailer.send(
          passwordResetMail({ to: user.email, nickname: profile?.nickname, link, language }),
        )
      },
      // A reset is the first proof that a person reads the address: what was set up before it
      // (sessions, above; other reset links; passkeys; the lock's recovery) may be someone
      // else's, so it ends with the password's change, in its transaction (the verification
      // hook below). Once it is done, the browser that reset it is signed in (hooks.ts).
      onPasswordReset: async ({ user }, request) => {
        if (request) passwordResets.set(request, user)
      },
    },
    socialProviders: google ? { google: { ...google, prompt: 'select_account' } } : {},
    rateLimit: {
      // better-auth only limits in production unless told; Hara always does (unless a test
      // rig turns RATE_LIMITS off).
      enabled: rateLimits,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 5 },
        '/sign-up/email': { window: 60, max: 5 },
        '/sign-in/social': { window: 60, max: 10 },
        '/request-password-reset': { window: 60, max: 3 },
        '/reset-password': { window: 60, max: 5 },
        // Passkeys: a sign-up's first step as the password sign-up; the options are asked for
        // on every visit of the sign-in screen (autofill), so more of them.
        '/sign-up/passkey': { window: 60, max: 5 },
        '/passkey/generate-authenticate-options': { window: 60, max: 30 },
        '/passkey/verify-authentication': { window: 60, max: 10 },
        '/passkey/generate-register-options': { window: 60, max: 10 },
        '/passkey/verify-registration': { window: 60, max: 10 },
      },
    },
    advanced: {
      // routes.ts writes the socket address into this header, replacing anything sent.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      useSecureCookies: env.publicUrl.startsWith('https://'),
      // better-auth skips its Origin check when NODE_ENV=test; tests must see what production does.
      disableOriginCheck: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    onAPIError: {
      // OAuth failures come back to the web app's sign-in screen as ?error=…
      errorURL: `${env.publicUrl}${AUTH_PAGE}`,
      // Its own answers (4xx) stay its own; anything else (a database that is away, a body the
      // input guard refused) is thrown out of the handler to Hara's one error handler, which
      // answers 400, 503 or a logged 500 in JSON, instead of an empty 500 and a console dump
      // of the SQL and its parameters.
      throw: true,
    },
    hooks: authHooks({
      google: Boolean(google),
      limits,
      passwordResets,
      hashAhead: passwords.hashAhead,
      // better-auth's own endpoint, called without a request: the lookup, the token, the mail.
      requestResetLater: (email) =>
        background.run('password reset', async () => {
          await auth.api.requestPasswordReset({ body: { email } })
        }),
    }),
    databaseHooks: {
      verification: {
        delete: {
          // A reset token being spent, inside the reset's transaction: what came before ends
          // there too, or the reset fails as a whole (reset-ends-what-came-before.ts).
          before: async (spent, ctx) => {
            if (ctx?.path === '/reset-password' && isResetToken(spent)) {
              await endWhatCameBefore(spent)
            }
          },
        },
      },
      session: {
        delete: {
          // After the deletion commits, whichever endpoint deleted it (sign-out, revoking, a
          // password reset or change): no process may go on serving it. Never throws.
          after: async (ended) => {
            await sessionEnds.announce({ userId: ended.userId, sessionId: ended.id })
          },
        },
      },
      account: {
        create: {
          before: async (account, ctx) => {
            // Inside better-auth's transaction this is the transaction's adapter. (The cast only
            // widens the options type parameter, which the adapter does not depend on.)
            const fallback = ctx?.context.adapter ?? (await auth.$context).adapter
            const adapter = await getCurrentAdapter(fallback as DBTransactionAdapter)
            const body = ctx?.path === '/sign-up/email' && isRecord(ctx.body) ? ctx.body : {}
            const requested = typeof body.nickname === 'string' ? body.nickname : undefined
            await ensureProfile(adapter, account, requested)
          },
        },
      },
    },
    plugins: [profilesModel, ...passkeyPlugins({ publicUrl: env.publicUrl, limits })],
  })
  return auth
}

export type Auth = ReturnType<typeof createAuth>

/** better-auth passes errors (with their SQL and parameters) and values: keep only what is safe. */
function describeDetail(detail: unknown): string {
  if (detail instanceof Error) return describeError(detail)
  return typeof detail === 'string' ? detail : (JSON.stringify(detail) ?? String(detail))
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
