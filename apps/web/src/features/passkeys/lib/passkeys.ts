/**
 * Passkey ceremonies in the browser: signing in, signing up and adding a passkey, each a
 * round trip to the server's passkey routes around the phone's own WebAuthn prompt.
 *
 * The WebAuthn library is fetched only when a passkey action starts, and this module itself is
 * loaded by the sign-in screen only then, so no first screen pays for either. (Autofill, which
 * starts with the sign-in screen, is passkey-autofill.ts.)
 */
import { t } from '@lingui/core/macro'
import type {
  PublicKeyCredentialCreationOptionsJSON as RegistrationOptions,
  PublicKeyCredentialRequestOptionsJSON as Options,
} from '@simplewebauthn/browser'
import { passkeyOptionsSchema, passkeySignUpSchema } from '@hara/core'
import { verifyPasskey } from './passkey-autofill'
import { callApi, type AnswerSchema } from '@/lib/server-calls'
import { authApi } from '@/lib/auth-routes'

const webAuthnCode = () => import('@simplewebauthn/browser')

/**
 * The server's WebAuthn options once the core's schema has found a challenge in them; the
 * WebAuthn library checks the rest as it reads them.
 */
const optionsOf = <T>(): AnswerSchema<T> => ({
  safeParse: (data: unknown) =>
    passkeyOptionsSchema.safeParse(data).success
      ? { success: true as const, data: data as T }
      : { success: false as const },
})

/**
 * Signs in with a passkey the person picks in the phone's own prompt. A passkey whose account
 * is gone is refused with words that say so (passkey-autofill.ts's `verifyPasskey`).
 */
export async function signInWithPasskey(): Promise<void> {
  const [{ startAuthentication }, optionsJSON] = await Promise.all([
    webAuthnCode(),
    callApi(() => authApi.passkeyAuthenticateOptions(), optionsOf<Options>()),
  ])
  const response = await startAuthentication({ optionsJSON })
  await verifyPasskey(response, optionsJSON.rpId)
}

/**
 * The person closed the prompt, it timed out, or another ceremony replaced it: nothing to
 * report, they can try again.
 */
export function passkeyCancelled(error: unknown): boolean {
  // A DOMException (what the browser's own WebAuthn rejects with) or the library's error.
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : null
  return name === 'NotAllowedError' || name === 'AbortError'
}

/** A name for a new passkey: the kind of device it was made on. */
export function deviceName(userAgent = navigator.userAgent): string {
  const device = /iPhone/.test(userAgent)
    ? 'iPhone'
    : /iPad/.test(userAgent)
      ? 'iPad'
      : /Android/.test(userAgent)
        ? 'Android'
        : /Mac OS X/.test(userAgent)
          ? 'Mac'
          : /Windows/.test(userAgent)
            ? 'Windows'
            : /CrOS/.test(userAgent)
              ? 'Chromebook'
              : /Linux/.test(userAgent)
                ? 'Linux'
                : undefined
  return device ? t`Passkey on ${device}` : t`Passkey`
}

async function register(
  query: Record<string, string> | undefined,
  body: { createSession?: boolean },
): Promise<void> {
  const [{ startRegistration }, optionsJSON] = await Promise.all([
    webAuthnCode(),
    callApi(() => authApi.passkeyRegisterOptions(query), optionsOf<RegistrationOptions>()),
  ])
  const response = await startRegistration({ optionsJSON })
  await callApi(() => authApi.verifyPasskeyRegistration({ response, name: deviceName(), ...body }))
}

/** Adds a passkey made on this device to the signed-in account. */
export function addPasskey(): Promise<void> {
  return register(undefined, {})
}

/** Creates an account whose way in is a passkey made on this device, and signs it in. */
export async function signUpWithPasskey({
  email,
  nickname,
}: {
  email: string
  nickname: string
}): Promise<void> {
  const { context } = await callApi(
    () => authApi.signUpPasskey({ email: email.trim(), nickname: nickname.trim() }),
    passkeySignUpSchema,
  )
  await register({ context }, { createSession: true })
}
