import { t } from '@lingui/core/macro'
import type { AssertionJson, RegistrationJson } from '../api/app-lock-api'
import { inCeremony } from '../lock-state'
import { fromBase64Url, randomBytes, toBase64Url } from './bytes'
import type { Assertion } from './verify-assertion'

/**
 * The phone's screen lock through WebAuthn: a credential on the platform authenticator that
 * needs user verification, asked for the PRF extension so the phone can seal the journal. The
 * PRF output never leaves this module's callers: the JSON sent to the server carries no
 * extension results.
 */

const ES256 = -7
const TIMEOUT_MS = 120_000

interface PrfResults {
  prf?: { enabled?: boolean; results?: { first?: ArrayBuffer } }
}

export class LockCeremonyError extends Error {}

/** Whether this phone has a screen lock the browser can use for Hara. */
export async function platformLockAvailable(): Promise<boolean> {
  try {
    return (
      typeof PublicKeyCredential !== 'undefined' &&
      (await PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable())
    )
  } catch {
    return false
  }
}

export interface Created {
  json: RegistrationJson
  /** SubjectPublicKeyInfo, base64url. */
  publicKey: string
  /** The PRF extension is on for this credential. */
  prfEnabled: boolean
  /** The PRF output for `prfSalt`, when the authenticator gave it at creation already. */
  prfOutput: ArrayBuffer | null
}

export async function createLockCredential(
  challenge: string,
  prfSalt: Uint8Array<ArrayBuffer>,
  exclude: readonly string[],
): Promise<Created> {
  let credential: PublicKeyCredential | null
  try {
    const options: CredentialCreationOptions = {
      publicKey: {
        rp: { id: location.hostname, name: 'Hara' },
        user: { id: randomBytes(16), name: 'Hara lock', displayName: 'Hara lock' },
        challenge: fromBase64Url(challenge),
        pubKeyCredParams: [{ type: 'public-key', alg: ES256 }],
        authenticatorSelection: {
          authenticatorAttachment: 'platform',
          userVerification: 'required',
          residentKey: 'discouraged',
        },
        excludeCredentials: exclude.map((id) => ({ type: 'public-key', id: fromBase64Url(id) })),
        attestation: 'none',
        timeout: TIMEOUT_MS,
        extensions: { prf: { eval: { first: prfSalt } } } as AuthenticationExtensionsClientInputs,
      },
    }
    credential = (await inCeremony(() =>
      navigator.credentials.create(options),
    )) as PublicKeyCredential | null
  } catch {
    credential = null
  }
  if (!credential) throw new LockCeremonyError(t`Your phone's screen lock wasn't set up.`)
  const response = credential.response as AuthenticatorAttestationResponse
  const spki = response.getPublicKey()
  if (spki === null || response.getPublicKeyAlgorithm() !== ES256) {
    throw new LockCeremonyError(t`This phone's screen lock can't be used for Hara.`)
  }
  const prf = (credential.getClientExtensionResults() as PrfResults).prf
  return {
    json: {
      id: credential.id,
      rawId: toBase64Url(credential.rawId),
      type: 'public-key',
      response: {
        clientDataJSON: toBase64Url(response.clientDataJSON),
        attestationObject: toBase64Url(response.attestationObject),
        transports: response.getTransports?.() ?? [],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    },
    publicKey: toBase64Url(spki),
    prfEnabled: prf?.enabled === true || prf?.results?.first !== undefined,
    prfOutput: prf?.results?.first ?? null,
  }
}

export interface Asserted {
  assertion: Assertion
  json: AssertionJson
  prfOutput: ArrayBuffer | null
}

export async function assertLock(
  credentialId: string,
  challenge: Uint8Array<ArrayBuffer>,
  prfSalt: string | undefined,
): Promise<Asserted> {
  const asserted = await assertWith({
    challenge,
    rpId: location.hostname,
    allowCredentials: [{ type: 'public-key', id: fromBase64Url(credentialId) }],
    userVerification: 'required',
    timeout: TIMEOUT_MS,
    ...(prfSalt
      ? {
          extensions: {
            prf: { eval: { first: fromBase64Url(prfSalt) } },
          } as AuthenticationExtensionsClientInputs,
        }
      : {}),
  })
  if (!asserted) throw new LockCeremonyError(t`Your phone's screen lock didn't open Hara.`)
  return asserted
}

async function assertWith(publicKey: PublicKeyCredentialRequestOptions): Promise<Asserted | null> {
  let credential: PublicKeyCredential | null
  try {
    credential = (await inCeremony(() =>
      navigator.credentials.get({ publicKey }),
    )) as PublicKeyCredential | null
  } catch {
    credential = null
  }
  if (!credential) return null
  const response = credential.response as AuthenticatorAssertionResponse
  const prf = (credential.getClientExtensionResults() as PrfResults).prf
  return {
    assertion: {
      rawId: credential.rawId,
      clientDataJSON: response.clientDataJSON,
      authenticatorData: response.authenticatorData,
      signature: response.signature,
    },
    json: {
      id: credential.id,
      rawId: toBase64Url(credential.rawId),
      type: 'public-key',
      response: {
        clientDataJSON: toBase64Url(response.clientDataJSON),
        authenticatorData: toBase64Url(response.authenticatorData),
        signature: toBase64Url(response.signature),
        ...(response.userHandle ? { userHandle: toBase64Url(response.userHandle) } : {}),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    },
    prfOutput: prf?.results?.first ?? null,
  }
}

/** An assertion by any of the account's passkeys (the person picks one), for recovery. */
export async function assertPasskey(challenge: string): Promise<AssertionJson> {
  const asserted = await assertWith({
    challenge: fromBase64Url(challenge),
    rpId: location.hostname,
    userVerification: 'required',
    timeout: TIMEOUT_MS,
  })
  if (!asserted) throw new LockCeremonyError(t`Your passkey didn't open Hara.`)
  return asserted.json
}
