/**
 * Passkey ceremonies in the browser: signing in, signing up and adding a passkey, each a
 * round trip to the server's passkey routes around the phone's own WebAuthn prompt.
 *
 * The WebAuthn client code is fetched only when a passkey action starts, so no first screen
 * pays for it. Autofill, which starts with the sign-in screen, uses the browser's own JSON form
 * of WebAuthn where it has one and fetches the library only where it has not.
 */
import type * as WebAuthnBrowser from '@simplewebauthn/browser'
import type {
  PublicKeyCredentialCreationOptionsJSON as RegistrationOptions,
  PublicKeyCredentialRequestOptionsJSON as Options,
} from '@simplewebauthn/browser'
import { apiFetch, postJson } from './server-calls'

let webAuthn: Promise<typeof WebAuthnBrowser> | undefined
const webAuthnCode = () => (webAuthn ??= import('@simplewebauthn/browser'))

/** Whether this browser can make and use passkeys at all. */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function'
}

/**
 * Whether passkeys can work at this address: a passkey belongs to a domain name, and browsers
 * refuse WebAuthn on an IP address (http://127.0.0.1, http://[::1]).
 */
export function passkeysWorkHere(hostname = window.location.hostname): boolean {
  return !/^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) && !hostname.startsWith('[')
}

/** Whether the browser offers passkeys among an input's autofill suggestions. */
export async function passkeyAutofillSupported(): Promise<boolean> {
  if (!passkeysSupported() || !passkeysWorkHere()) return false
  try {
    return (await PublicKeyCredential.isConditionalMediationAvailable?.()) === true
  } catch {
    return false
  }
}

/** The browser's own JSON form of WebAuthn (Chromium 129+, Firefox 119+, Safari 18.4+). */
type NativeJson = {
  parseRequestOptionsFromJSON?: (options: Options) => PublicKeyCredentialRequestOptions
}

/** The autofill request when the browser's own WebAuthn runs it, to withdraw it. */
let nativeRequest: AbortController | undefined

/** Withdraws a passkey request under way (the autofill one waits until then). */
export async function cancelPasskeyRequest(): Promise<void> {
  nativeRequest?.abort()
  nativeRequest = undefined
  if (!webAuthn) return
  const { WebAuthnAbortService } = await webAuthn
  WebAuthnAbortService.cancelCeremony()
}

/** Asks the phone for a passkey: in the autofill suggestions, or with its own prompt. */
async function authenticate(optionsJSON: Options, autofill: boolean): Promise<unknown> {
  const native = PublicKeyCredential as unknown as NativeJson
  const toJson = 'toJSON' in PublicKeyCredential.prototype
  if (autofill && native.parseRequestOptionsFromJSON && toJson) {
    nativeRequest?.abort()
    const request = (nativeRequest = new AbortController())
    const credential = await navigator.credentials.get({
      publicKey: native.parseRequestOptionsFromJSON(optionsJSON),
      mediation: 'conditional',
      signal: request.signal,
    })
    return (credential as PublicKeyCredential & { toJSON(): unknown }).toJSON()
  }
  // One request at a time: the prompt replaces a waiting autofill request.
  nativeRequest?.abort()
  const { startAuthentication } = await webAuthnCode()
  return startAuthentication({ optionsJSON, useBrowserAutofill: autofill })
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

/**
 * Signs in with a passkey. With `autofill`, the request waits in the email field's suggestions
 * until the person picks a passkey there (a later ceremony, the button's, replaces it), and
 * says nothing unless a picked passkey is refused: a browser or origin that cannot offer
 * passkeys, or options that could not be fetched, leave the screen as it was (false).
 */
export async function signInWithPasskey({ autofill = false } = {}): Promise<boolean> {
  let response: unknown
  try {
    const optionsJSON = await apiFetch<Options>('/api/auth/passkey/generate-authenticate-options')
    response = await authenticate(optionsJSON, autofill)
  } catch (error) {
    if (autofill) return false
    throw error
  }
  await postJson('/api/auth/passkey/verify-authentication', { response })
  return true
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
  return device ? `Passkey on ${device}` : 'Passkey'
}

async function register(optionsPath: string, body: Record<string, unknown>): Promise<void> {
  const [{ startRegistration }, optionsJSON] = await Promise.all([
    webAuthnCode(),
    apiFetch<RegistrationOptions>(optionsPath),
  ])
  const response = await startRegistration({ optionsJSON })
  await postJson('/api/auth/passkey/verify-registration', {
    response,
    name: deviceName(),
    ...body,
  })
}

/** Adds a passkey made on this device to the signed-in account. */
export function addPasskey(): Promise<void> {
  return register('/api/auth/passkey/generate-register-options', {})
}

/** Creates an account whose way in is a passkey made on this device, and signs it in. */
export async function signUpWithPasskey({
  email,
  nickname,
}: {
  email: string
  nickname: string
}): Promise<void> {
  const { context } = await postJson<{ context: string }>('/api/auth/sign-up/passkey', {
    email: email.trim(),
    nickname: nickname.trim(),
  })
  const query = new URLSearchParams({ context })
  await register(`/api/auth/passkey/generate-register-options?${query}`, { createSession: true })
}
