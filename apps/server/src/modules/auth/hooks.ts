/**
 * What Hara adds around better-auth's endpoints, before and after they run:
 *
 * - bodies checked where better-auth's own checks stop short (a nickname at sign-up; `name`
 *   and `image` of update-user, whose `{"name": null}` reached the database as a 500);
 * - the per-account, per-recipient and sign-up limits (account-limits.ts), a sign-in's try
 *   counted before it and settled after it, a sign-up counted before its email is looked up;
 * - the sign-up's password hashed before its transaction (password-hashing.ts);
 * - a reset request answered alike for every address, the reset itself done after the answer;
 * - a successful reset signs that browser in;
 * - passkey answers and names checked, and the last way into an account kept (passkey-guards.ts).
 */
import { nicknameSchema, PASSWORD_MAX, PASSWORD_MIN } from '@hara/core'
import type { User } from 'better-auth'
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api'
import { setSessionCookie } from 'better-auth/cookies'
import { z } from 'zod'
import {
  CLIENT_ADDRESS_HEADER,
  UNKNOWN_CLIENT_ADDRESS,
} from '../../lib/client-address/client-address'
import type { accountLimits } from './account-limits'
import { passkeyGuard } from './passkey-guards'
import type { PasswordHashing } from './password-hashing'

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured on this server'

/** A display name: what a person types, nothing a page could not show. */
const NAME_MAX = 100
/** An image address; the app's own avatars live on the profile, this is better-auth's field. */
const IMAGE_MAX = 2048

export type HookDeps = {
  google: boolean
  /** Undefined when RATE_LIMITS=off. */
  limits: ReturnType<typeof accountLimits> | undefined
  /** Users whose password was just reset, by request (filled by `onPasswordReset`). */
  passwordResets: WeakMap<Request, User>
  /** Looks the email up and mails a reset link if it has an account, after the answer. */
  requestResetLater: (email: string) => void
  /** Hashes a new password before better-auth's transaction opens (password-hashing.ts). */
  hashAhead: PasswordHashing['hashAhead']
}

/** better-auth's own answer to a reset request, whether or not the email has an account. */
export const RESET_REQUESTED = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
}

const emailSchema = z.email()

const badRequest = (code: string, message: string) => new APIError('BAD_REQUEST', { code, message })

/** The client's address, as the app wrote it for better-auth (routes.ts). */
function addressOf(request: Request | undefined): string {
  return request?.headers.get(CLIENT_ADDRESS_HEADER) ?? UNKNOWN_CLIENT_ADDRESS
}

export function authHooks({
  google,
  limits,
  passwordResets,
  requestResetLater,
  hashAhead,
}: HookDeps) {
  /** Sign-in tries counted against their account, by request, to settle once answered. */
  const signInTries = new WeakMap<Request, number>()
  return {
    before: createAuthMiddleware(async (ctx) => {
      const body: Record<string, unknown> = isRecord(ctx.body) ? ctx.body : {}
      if (ctx.path.startsWith('/passkey/')) return passkeyGuard(ctx, body)
      switch (ctx.path) {
        case '/sign-up/email': {
          const nickname = nicknameSchema.safeParse(body.nickname)
          if (!nickname.success) {
            throw badRequest(
              'invalid_nickname',
              nickname.error.issues[0]?.message ?? 'Enter a nickname.',
            )
          }
          if (body.name !== null) checkName(body.name, true)
          await limits?.consumeSignUp(addressOf(ctx.request))
          if (isPassword(body.password)) await hashAhead(body.password)
          // better-auth requires `name`; the nickname is the name we know.
          const name =
            typeof body.name === 'string' && body.name.trim() ? body.name.trim() : nickname.data
          return { context: { body: { ...body, name, nickname: nickname.data } } }
        }
        case '/update-user':
          if ('name' in body) checkName(body.name, false)
          if ('image' in body && body.image !== null) {
            if (typeof body.image !== 'string' || body.image.length > IMAGE_MAX) {
              throw badRequest('invalid_image', 'image must be an address or null.')
            }
          }
          return
        case '/sign-in/email': {
          const reservation = await limits?.reserveSignIn(body.email, addressOf(ctx.request))
          if (reservation !== undefined && ctx.request) signInTries.set(ctx.request, reservation)
          return
        }
        case '/request-password-reset': {
          // The call made below comes without a request: it is the reset itself.
          if (!ctx.request) return
          await limits?.consumeResetMail(body.email)
          // A malformed email: better-auth's own 400, which says nothing about accounts.
          const email = emailSchema.safeParse(body.email)
          if (!email.success) return
          // Every well-formed request is answered alike, before anything is looked up; the
          // lookup, the token and the mail follow. better-auth's own
          // middleware has already checked the Origin and redirectTo.
          requestResetLater(email.data)
          return ctx.json(RESET_REQUESTED)
        }
        case '/sign-in/social':
          if (!google && body.provider === 'google') {
            throw badRequest('google_not_configured', GOOGLE_NOT_CONFIGURED)
          }
          return
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (ctx.path === '/sign-in/email' || ctx.path === '/sign-up/email') {
        const returned = ctx.context.returned
        const email = isRecord(ctx.body) ? ctx.body.email : undefined
        const outcome = !isAPIError(returned)
          ? 'signed-in'
          : returned.statusCode === 401
            ? 'wrong-password'
            : 'other'
        const address = addressOf(ctx.request)
        if (ctx.path === '/sign-up/email') {
          if (outcome === 'signed-in') await limits?.rememberAddress(email, address)
          return
        }
        const reservation = ctx.request ? signInTries.get(ctx.request) : undefined
        if (ctx.request) signInTries.delete(ctx.request)
        await limits?.settleSignIn(reservation, outcome, email, address)
        return
      }
      // A successful reset signs the user in, so the web app can go straight to /home.
      if (ctx.path !== '/reset-password' || !ctx.request) return
      const user = passwordResets.get(ctx.request)
      if (!user) return
      passwordResets.delete(ctx.request)
      const session = await ctx.context.internalAdapter.createSession(user.id)
      await setSessionCookie(ctx, { session, user })
    }),
  }
}

/** A sent `name` is a string of reasonable length (and not blank, unless a default stands in). */
function checkName(name: unknown, blankAllowed: boolean) {
  if (name === undefined) return
  if (typeof name !== 'string' || (!blankAllowed && !name.trim())) {
    throw badRequest('invalid_name', 'Enter a name.')
  }
  if (Array.from(name).length > NAME_MAX) {
    throw badRequest('invalid_name', `Keep your name to ${NAME_MAX} characters or fewer.`)
  }
}

function isPassword(value: unknown): value is string {
  return typeof value === 'string' && value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
