/**
 * `/api/app-lock`: the server's side of "Lock Hara" (ADR 0040). The phone unlocks on its own
 * (it checks the assertion against the public key it kept); when online it asks the server too,
 * which checks the same assertion against the key it stored when the lock was turned on.
 * Every route needs a session and acts on that account only.
 *
 * - `POST /challenge` → 200 `{ challenge }`: a new WebAuthn challenge (base64url), five minutes,
 *   used once; it replaces any the account had.
 * - `POST /credentials` `{ response }` (a registration, WebAuthn's JSON form) → 201
 *   `{ credentialId, recoverySecret }`; 400 `lock_not_verified` when it does not check out
 *   (challenge, origin, relying party, user verification, ES256 key), 409 `credential_taken`.
 * - `POST /verify` `{ response }` (an assertion) → 200 `{ verified: true }`; 404
 *   `credential_not_found` (unknown, or another account's), 400 `unlock_not_verified`.
 * - `POST /recover` `{ credentialId, password?, passkey? }` → 200 `{ recoverySecret }`: the
 *   secret that opens the phone's journal key when its screen lock is gone. A passkey of the
 *   account registered before this lock credential proves it (an assertion for a challenge of
 *   `/challenge`; 403 `passkey_not_verified`); else the account's password does (400
 *   `password_required`, 403 `wrong_password`). A sign-in alone never does: an account without
 *   a password is told to use a passkey (400 `passkey_required`), and one with neither has no
 *   recovery (403 `no_recovery`). A password reset ends recovery for the locks registered
 *   before it (403 `recovery_ended`): whoever reads the account's mail on the phone is a
 *   person holding the phone. 404 as above.
 * - `DELETE /credentials` `{ credentialId }` → 204 (turned off, or replaced); 404 as above.
 *
 * Limits per account: `APP_LOCK_RULE` for the ceremony's routes, `RECOVER_RULE` for recovery,
 * which checks a password and so counts like sign-in (429 `rate_limited`).
 */
import {
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { PASSWORD_MAX } from '@hara/core'
import { z } from 'zod'
import type { AttemptRule } from '../../lib/limits/attempt-limiter'
import { JSON_BODY_LIMIT, limitBody } from '../../lib/edge/body-limit'
import { createRouter } from '../../lib/http/create-app'
import { badRequest, HttpError } from '../../lib/http/errors'
import { jsonBody } from '../../lib/http/validate'
import { currentSession, passwordHashOf } from '../auth/credentials'
import type { PasswordHashing } from '../auth/password-hashing'
import { requireSession } from '../auth/session-guard'
import type { RouteDeps } from '../route-deps'
import { hasPasskey, passkeyProves } from './passkey-proof'
import {
  addCredential,
  findCredential,
  newChallenge,
  RECOVERY_ENDED,
  removeCredential,
  setCounter,
  takeChallenge,
} from './queries'

/** The ceremony's routes: an unlock is one challenge and one check. */
export const APP_LOCK_RULE: AttemptRule = { max: 30, windowMs: 60 * 1000 }
/** Recovery checks the password: as few tries as deleting the account gets. */
export const RECOVER_RULE: AttemptRule = { max: 5, windowMs: 15 * 60 * 1000 }

/** ES256 only: the phone checks an unlock itself with WebCrypto's ECDSA P-256. */
const ES256 = -7

const b64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, 'base64url')

const registration = z.object({
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64url(4000),
    attestationObject: b64url(8000),
    transports: z.array(z.string().max(32)).max(8).optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
})

const assertion = z.object({
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64url(4000),
    authenticatorData: b64url(4000),
    signature: b64url(400),
    userHandle: b64url(400).optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
})

const credentialIdBody = z.object({ credentialId: b64url(1400).min(1) })
const recoverBody = z.object({
  credentialId: b64url(1400).min(1),
  password: z.string().max(PASSWORD_MAX).optional(),
  /** An assertion by one of the account's passkeys, for a challenge of `/challenge`. */
  passkey: assertion.optional(),
})

const notFound = () =>
  new HttpError(404, 'credential_not_found', 'This screen lock is not known for your account.')
const recoveryEnded = () =>
  new HttpError(
    403,
    'recovery_ended',
    "Your password was reset after this lock was set up, so only this phone's screen lock opens Hara here.",
  )
const wrongPassword = () =>
  new HttpError(403, 'wrong_password', "That password isn't right. Try again.")

export type AppLockDeps = RouteDeps & {
  clock: () => number
  /** Origins a ceremony may come from, and the relying party (the app's host name). */
  origins: string[]
  passwords: Pick<PasswordHashing, 'verify'>
}

export function appLockRoutes(deps: AppLockDeps) {
  const { auth, db, clock, origins, passwords } = deps
  const rpIds = [...new Set(origins.map((origin) => new URL(origin).hostname))]
  const signedIn = requireSession(auth)
  const limited = deps.limiter.limit({
    rule: APP_LOCK_RULE,
    keys: (c) => [`app-lock:user:${c.get('userId')}`],
    message: (wait) => `That's a lot of tries. Try again in ${wait}.`,
  })
  return createRouter()
    .post('/challenge', signedIn, limited, async (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json({ challenge: await newChallenge(db, c.get('userId'), clock()) })
    })
    .post(
      '/credentials',
      signedIn,
      limited,
      limitBody(JSON_BODY_LIMIT),
      jsonBody(z.object({ response: registration })),
      async (c) => {
        const userId = c.get('userId')
        const expectedChallenge = await takeChallenge(db, userId, clock())
        const notVerified = () =>
          badRequest(
            "Your phone's screen lock could not be set up. Try again.",
            'lock_not_verified',
          )
        if (!expectedChallenge) throw notVerified()
        const result = await verifyRegistrationResponse({
          response: c.req.valid('json').response as RegistrationResponseJSON,
          expectedChallenge,
          expectedOrigin: origins,
          expectedRPID: rpIds,
          requireUserVerification: true,
          supportedAlgorithmIDs: [ES256],
        }).catch(() => null)
        if (!result?.verified || !result.registrationInfo) throw notVerified()
        const { credential } = result.registrationInfo
        const recoverySecret = await addCredential(
          db,
          {
            userId,
            credentialId: credential.id,
            publicKey: Buffer.from(credential.publicKey).toString('base64url'),
            counter: credential.counter,
          },
          clock(),
        )
        if (!recoverySecret) {
          throw new HttpError(409, 'credential_taken', 'This screen lock is already in use.')
        }
        return c.json({ credentialId: credential.id, recoverySecret }, 201)
      },
    )
    .post(
      '/verify',
      signedIn,
      limited,
      limitBody(JSON_BODY_LIMIT),
      jsonBody(z.object({ response: assertion })),
      async (c) => {
        const userId = c.get('userId')
        const response = c.req.valid('json').response as AuthenticationResponseJSON
        const stored = await findCredential(db, userId, response.id)
        if (!stored) throw notFound()
        const expectedChallenge = await takeChallenge(db, userId, clock())
        const notVerified = () =>
          badRequest("That didn't unlock Hara. Try again.", 'unlock_not_verified')
        if (!expectedChallenge) throw notVerified()
        const result = await verifyAuthenticationResponse({
          response,
          expectedChallenge,
          expectedOrigin: origins,
          expectedRPID: rpIds,
          requireUserVerification: true,
          credential: {
            id: stored.credentialId,
            publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')),
            counter: stored.counter,
          },
        }).catch(() => null)
        if (!result?.verified) throw notVerified()
        await setCounter(db, userId, stored.credentialId, result.authenticationInfo.newCounter)
        return c.json({ verified: true as const })
      },
    )
    .post(
      '/recover',
      signedIn,
      deps.limiter.limit({
        rule: RECOVER_RULE,
        keys: (c) => [`app-lock-recover:user:${c.get('userId')}`],
        message: (wait) => `That's a lot of tries. Try again in ${wait}.`,
      }),
      limitBody(JSON_BODY_LIMIT),
      jsonBody(recoverBody),
      async (c) => {
        const session = await currentSession(auth, c.req.raw.headers)
        const { credentialId, password, passkey } = c.req.valid('json')
        const stored = await findCredential(db, session.userId, credentialId)
        if (!stored) throw notFound()
        if (stored.recoverySecret === RECOVERY_ENDED) throw recoveryEnded()
        if (passkey) {
          const proven = await passkeyProves(db, session.userId, passkey, {
            challenge: await takeChallenge(db, session.userId, clock()),
            origins,
            rpIds,
            registeredBefore: stored.createdAt,
          })
          if (!proven) {
            throw new HttpError(403, 'passkey_not_verified', "That passkey didn't unlock Hara.")
          }
        } else {
          const hash = await passwordHashOf(db, session.userId)
          if (hash) {
            if (!password) throw badRequest('Enter your password to unlock.', 'password_required')
            if (!(await passwords.verify({ hash, password }))) throw wrongPassword()
          } else if (await hasPasskey(db, session.userId)) {
            throw badRequest('Unlock with one of your passkeys.', 'passkey_required')
          } else {
            throw new HttpError(
              403,
              'no_recovery',
              "Your account has no password or passkey, so only this phone's screen lock opens Hara here.",
            )
          }
        }
        c.header('Cache-Control', 'no-store')
        return c.json({ recoverySecret: stored.recoverySecret })
      },
    )
    .delete(
      '/credentials',
      signedIn,
      limited,
      limitBody(JSON_BODY_LIMIT),
      jsonBody(credentialIdBody),
      async (c) => {
        const removed = await removeCredential(
          db,
          c.get('userId'),
          c.req.valid('json').credentialId,
        )
        if (!removed) throw notFound()
        return c.body(null, 204)
      },
    )
}
