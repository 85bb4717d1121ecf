import { api } from '@/lib/typed-clients'
import {
  accountConfirmationSchema,
  appLockChallengeSchema,
  appLockCredentialSchema,
  appLockRecoverySchema,
  appLockVerifiedSchema,
} from '@hara/core'
import { callApi } from '@/lib/server-calls'

/** The server's side of the lock (`/api/app-lock`). */

export type RegistrationJson = {
  id: string
  rawId: string
  type: 'public-key'
  response: { clientDataJSON: string; attestationObject: string; transports?: string[] }
  clientExtensionResults: Record<string, never>
  authenticatorAttachment?: 'platform' | 'cross-platform'
}

export type AssertionJson = {
  id: string
  rawId: string
  type: 'public-key'
  response: {
    clientDataJSON: string
    authenticatorData: string
    signature: string
    userHandle?: string
  }
  clientExtensionResults: Record<string, never>
  authenticatorAttachment?: 'platform' | 'cross-platform'
}

export function fetchChallenge(): Promise<{ challenge: string }> {
  return callApi(() => api['app-lock'].challenge.$post(), appLockChallengeSchema)
}

export function registerCredential(
  response: RegistrationJson,
): Promise<{ credentialId: string; recoverySecret: string }> {
  return callApi(
    () => api['app-lock'].credentials.$post({ json: { response } }),
    appLockCredentialSchema,
  )
}

export function verifyUnlock(response: AssertionJson): Promise<{ verified: true }> {
  return callApi(() => api['app-lock'].verify.$post({ json: { response } }), appLockVerifiedSchema)
}

/** The recovery secret, for another of the account's passkeys, or its password. */
export function recoverySecretFor(
  credentialId: string,
  proof: { password?: string; passkey?: AssertionJson },
): Promise<{ recoverySecret: string }> {
  return callApi(
    () => api['app-lock'].recover.$post({ json: { credentialId, ...proof } }),
    appLockRecoverySchema,
  )
}

/**
 * How this account may recover the lock: its password, or (without one) only a passkey made
 * before the lock; an account with neither has no recovery (a sign-in alone never recovers).
 */
export async function recoversWith(): Promise<'password' | 'passkey' | 'none'> {
  const { confirmWith, signInAgainWith } = await callApi(
    () => api.account.$get(),
    accountConfirmationSchema,
  )
  if (confirmWith === 'password') return 'password'
  return signInAgainWith === 'google' ? 'none' : 'passkey'
}

export async function removeCredential(credentialId: string): Promise<void> {
  await callApi(() => api['app-lock'].credentials.$delete({ json: { credentialId } }))
}
