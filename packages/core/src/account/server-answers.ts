import { z } from 'zod/mini'
import { lazySchema } from '../parsing/lazy-schema'

/**
 * What the server answers (the account, passkeys, the lock, transcription…), as the web app
 * reads it: each answer is checked against its schema before the app uses it (a field of
 * another type is refused, a field the app does not know is dropped). The answers read as the
 * signed-in app starts are start-answers.ts.
 */

/** `POST /api/profile/avatar`: where the new picture is served. */
export const avatarAnswerSchema = lazySchema(() => z.object({ avatar_url: z.string() }))

/**
 * `GET /api/account`: how this account confirms deleting itself: its password, or a fresh
 * sign-in (with Google when linked, else with a passkey).
 */
export const accountConfirmationSchema = lazySchema(() =>
  z.object({
    confirmWith: z.enum(['password', 'sign-in']),
    signedInAt: z.string(),
    signInAgainWith: z.optional(z.enum(['google', 'passkey'])),
  }),
)
export type AccountConfirmation = z.infer<typeof accountConfirmationSchema>

/** better-auth's `GET /api/auth/passkey/list-user-passkeys`: the account's passkeys. */
export const passkeyListSchema = lazySchema(() =>
  z.array(z.object({ id: z.string(), name: z.nullish(z.string()), createdAt: z.string() })),
)
export type Passkey = z.infer<typeof passkeyListSchema>[number]

/** better-auth's answer to a sign-in with Google: the provider's address to go to. */
export const socialSignInSchema = lazySchema(() => z.object({ url: z.optional(z.string()) }))

/** better-auth's answer to `POST /api/auth/sign-up/passkey`: the sign-up's context. */
export const passkeySignUpSchema = lazySchema(() => z.object({ context: z.string() }))

/**
 * better-auth's WebAuthn options (`generate-authenticate-options`, `generate-register-options`):
 * a challenge to sign, with what the browser's WebAuthn reads (and checks) beside it.
 */
export const passkeyOptionsSchema = lazySchema(() => z.looseObject({ challenge: z.string() }))

/** `POST /api/app-lock/challenge`: a challenge for the lock's passkey. */
export const appLockChallengeSchema = lazySchema(() => z.object({ challenge: z.string() }))

/** `POST /api/app-lock/credentials`: the lock's credential and its recovery secret. */
export const appLockCredentialSchema = lazySchema(() =>
  z.object({ credentialId: z.string(), recoverySecret: z.string() }),
)

/** `POST /api/app-lock/verify`: the unlock was verified. */
export const appLockVerifiedSchema = lazySchema(() => z.object({ verified: z.literal(true) }))

/** `POST /api/app-lock/recover`: the lock's recovery secret. */
export const appLockRecoverySchema = lazySchema(() => z.object({ recoverySecret: z.string() }))

/** `GET /api/access-code`: the operator's line on how to get an access code, null for the app's own. */
export const accessCodeHelpSchema = lazySchema(() => z.object({ help: z.nullable(z.string()) }))

/** `POST /functions/v1/transcribe-audio`: the words heard ('' for silence). */
export const transcriptSchema = lazySchema(() => z.object({ transcript: z.string() }))

/** `GET /api/push/public-key`: the VAPID public key and the server's default reminder time. */
export const pushConfigSchema = lazySchema(() =>
  z.object({ publicKey: z.string(), defaultReminderTime: z.string() }),
)
