/**
 * Passkeys among the sign-in email field's suggestions (conditional mediation). It starts with
 * the sign-in screen, so it uses the browser's own JSON form of WebAuthn (Chromium 129+,
 * Firefox 119+, Safari 18.4+) and no library; a browser without it gets no autofill, and the
 * 'Sign in with a passkey' button still works there.
 */
import { t } from '@lingui/core/macro'
import type { PublicKeyCredentialRequestOptionsJSON as Options } from '@simplewebauthn/browser'
import { ApiError, callApi } from '@/lib/server-calls'
import { authApi } from '@/lib/auth-routes'

type NativeJson = {
  parseRequestOptionsFromJSON?: (options: Options) => PublicKeyCredentialRequestOptions
  isConditionalMediationAvailable?: () => Promise<boolean>
  signalUnknownCredential?: (credential: { rpId: string; credentialId: string }) => Promise<void>
}

/** What a sign-in with a passkey whose account is gone says (its account was deleted), now. */
export const unknownPasskeyMessage = () =>
  t`No Hara account uses this passkey any more. Sign in another way, or sign up.`

/**
 * Sends a passkey's answer to the server. A passkey the server does not know (its account was
 * deleted) is reported to the browser, which may then stop offering it (where it can), and
 * refused with `unknownPasskeyMessage` rather than the server's bare 'Passkey not found'.
 */
export async function verifyPasskey(response: unknown, rpId: string | undefined): Promise<void> {
  try {
    await callApi(() => authApi.verifyPasskeyAuthentication({ response }))
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'PASSKEY_NOT_FOUND') throw error
    const credentialId = (response as { id?: unknown } | null)?.id
    const native = PublicKeyCredential as unknown as NativeJson
    if (rpId && typeof credentialId === 'string')
      void native.signalUnknownCredential?.({ rpId, credentialId })?.catch(() => {})
    throw new ApiError(error.status, error.code, unknownPasskeyMessage())
  }
}

/** Whether `error` is the refusal of a passkey whose account is gone. */
export function passkeyUnknown(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'PASSKEY_NOT_FOUND'
}

/**
 * Whether passkeys can be used here: a browser with WebAuthn, at a domain name (browsers refuse
 * WebAuthn on an IP address such as http://127.0.0.1 or http://[::1]). Kept with the sign-in
 * screen's autofill, the only code that screen loads at first.
 */
export function passkeysUsableHere(
  hostname = window.location.hostname,
  webAuthn = typeof window.PublicKeyCredential === 'function',
): boolean {
  return webAuthn && !/^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) && !hostname.startsWith('[')
}

/** The options as they came; `parseRequestOptionsFromJSON` refuses any of another shape. */
const PARSED_BY_BROWSER = {
  safeParse: (data: unknown) => ({ success: true as const, data: data as Options }),
}

/** The waiting request, to withdraw it. */
let waiting: AbortController | undefined

/** Withdraws the waiting autofill request, if any (before another ceremony, or on leaving). */
export function cancelPasskeyAutofill(): void {
  waiting?.abort()
  waiting = undefined
}

async function autofillAvailable(): Promise<boolean> {
  if (!passkeysUsableHere()) return false
  const native = PublicKeyCredential as unknown as NativeJson
  if (!native.parseRequestOptionsFromJSON || !('toJSON' in PublicKeyCredential.prototype)) {
    return false
  }
  try {
    return (await native.isConditionalMediationAvailable?.()) === true
  } catch {
    return false
  }
}

/**
 * Offers the phone's passkeys in the suggestions and signs in with the one picked (true). Says
 * nothing unless a picked passkey is refused: a browser that cannot offer passkeys, options that
 * could not be fetched, or a withdrawn request leave the screen as it was (false), and so does
 * a passkey whose account is gone (the browser may offer it still, and may pass it on unasked).
 */
export async function signInWithPasskeyAutofill(): Promise<boolean> {
  let response: unknown
  let rpId: string | undefined
  try {
    if (!(await autofillAvailable())) return false
    const native = PublicKeyCredential as unknown as Required<NativeJson>
    // Checked by the browser's own parser below (a bad answer throws, and nothing is offered):
    // this screen carries no zod.
    const options = await callApi(() => authApi.passkeyAuthenticateOptions(), PARSED_BY_BROWSER)
    rpId = options.rpId
    cancelPasskeyAutofill()
    const request = (waiting = new AbortController())
    const credential = await navigator.credentials.get({
      publicKey: native.parseRequestOptionsFromJSON(options),
      mediation: 'conditional',
      signal: request.signal,
    })
    response = (credential as PublicKeyCredential & { toJSON(): unknown }).toJSON()
  } catch {
    return false
  }
  try {
    await verifyPasskey(response, rpId)
  } catch (error) {
    if (passkeyUnknown(error)) return false
    throw error
  }
  return true
}
