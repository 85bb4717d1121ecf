/**
 * better-auth, configured for Hara: email and password with a nickname, password reset by
 * mail, Google when configured, cookie sessions and rate limits kept in the database.
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
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api'
import { setSessionCookie } from 'better-auth/cookies'
import { eq } from 'drizzle-orm'
import type { DatabaseHandle } from '../../db/client'
import { profiles, schema } from '../../db/schema'
import type { Env } from '../../env'
import { CLIENT_ADDRESS_HEADER } from '../../lib/client-address'
import type { Logger } from '../../lib/logger'
import type { Mailer } from '../mail/mailer'
import { passwordResetMail } from '../mail/password-reset-mail'
import { nicknameSchema, PASSWORD_MAX, PASSWORD_MIN } from '@hara/core'
import { ensureProfile, profileModelSchema } from './profile-on-sign-up'
import { resolveAuthSecret } from './secret'

export type AuthDeps = {
  env: Env
  database: DatabaseHandle
  logger: Logger
  mailer: Mailer
}

/** Where the web app shows sign-in and the set-new-password view (it reads `?token` / `?error`). */
export const AUTH_PAGE = '/auth'

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured on this server'

/** Lets better-auth read and write the `profiles` table inside its own transactions. */
const profilesModel = {
  id: 'hara-profiles',
  schema: profileModelSchema,
} satisfies BetterAuthPlugin

export function isGoogleConfigured(env: Env): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET)
}

export function createAuth({ env, database, logger, mailer }: AuthDeps) {
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
      : undefined

  /** Users whose password was just reset, by request, so the after-hook can sign them in. */
  const passwordResets = new WeakMap<Request, User>()

  const auth = betterAuth({
    appName: 'Hara',
    baseURL: env.publicUrl,
    basePath: '/api/auth',
    secret: resolveAuthSecret(env, logger),
    trustedOrigins: env.trustedOrigins,
    database: drizzleAdapter(database.db, { provider: 'pg', schema, transaction: true }),
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
      // Whoever knew the old password loses their sessions; the person resetting gets a new one.
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        // Built here rather than taken from the client's redirectTo, so the link always opens
        // the web app's set-new-password view. better-auth's GET checks the token, then
        // redirects to /auth?token=… (or /auth?error=INVALID_TOKEN when it expired or was used).
        const link = `${env.publicUrl}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent(AUTH_PAGE)}`
        const [profile] = await database.db
          .select({ nickname: profiles.nickname })
          .from(profiles)
          .where(eq(profiles.id, user.id))
        await mailer.send(passwordResetMail({ to: user.email, nickname: profile?.nickname, link }))
        if (mailer.kind === 'outbox') {
          logger.info('password reset link (local outbox; set SMTP_URL to send mail)', {
            to: user.email,
            link,
          })
        }
      },
      onPasswordReset: async ({ user }, request) => {
        if (request) passwordResets.set(request, user)
      },
    },
    socialProviders: google ? { google: { ...google, prompt: 'select_account' } } : {},
    rateLimit: {
      // better-auth only limits in production unless told; Hara always does (unless a test
      // rig turns RATE_LIMITS off).
      enabled: env.RATE_LIMITS === 'on',
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 5 },
        '/sign-up/email': { window: 60, max: 5 },
        '/sign-in/social': { window: 60, max: 10 },
        '/request-password-reset': { window: 60, max: 3 },
        '/reset-password': { window: 60, max: 5 },
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
      // A wrong password is the client's mistake, already answered with a 4xx: not worth a log
      // line. Anything else is a fault.
      onError: (error) => {
        if (isAPIError(error) && error.statusCode < 500) return
        logger.error('auth: unexpected error', {
          error: error instanceof Error ? error.message : String(error),
          stack: error instanceof Error ? error.stack : undefined,
        })
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email') {
          const body: Record<string, unknown> = isRecord(ctx.body) ? ctx.body : {}
          const nickname = nicknameSchema.safeParse(body.nickname)
          if (!nickname.success) {
            throw new APIError('BAD_REQUEST', {
              code: 'invalid_nickname',
              message: nickname.error.issues[0]?.message ?? 'Enter a nickname.',
            })
          }
          // better-auth requires `name`; the nickname is the name we know.
          const name =
            typeof body.name === 'string' && body.name.trim() ? body.name.trim() : nickname.data
          return { context: { body: { ...body, name, nickname: nickname.data } } }
        }
        if (ctx.path === '/sign-in/social' && !google) {
          const body: Record<string, unknown> = isRecord(ctx.body) ? ctx.body : {}
          if (body.provider === 'google') {
            throw new APIError('BAD_REQUEST', {
              code: 'google_not_configured',
              message: GOOGLE_NOT_CONFIGURED,
            })
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        // A successful reset signs the user in, so the web app can go straight to /home.
        if (ctx.path !== '/reset-password' || !ctx.request) return
        const user = passwordResets.get(ctx.request)
        if (!user) return
        passwordResets.delete(ctx.request)
        const session = await ctx.context.internalAdapter.createSession(user.id)
        await setSessionCookie(ctx, { session, user })
      }),
    },
    databaseHooks: {
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
    plugins: [profilesModel],
  })
  return auth
}

export type Auth = ReturnType<typeof createAuth>

function describeDetail(detail: unknown): string {
  if (detail instanceof Error) return detail.message
  return typeof detail === 'string' ? detail : JSON.stringify(detail)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
