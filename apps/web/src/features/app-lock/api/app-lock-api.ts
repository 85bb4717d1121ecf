import { api } from '@/lib/typed-clients'
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
  return callApi(() => api['app-lock'].challenge.$post())
}

export function registerCredential(
  response: RegistrationJson,
): Promise<{ credentialId: string; recoverySecret: string }> {
  return callApi(() => api['app-lock'].credentials.$post({ json: { response } }))
}

export function verifyUnlock(response: AssertionJson): Promise<{ verified: true }> {
  return callApi(() => api['app-lock'].verify.$post({ json: { response } }))
}

/** The recovery secret, for the account's password (none: a sign-in of the last 10 minutes). */
export function recoverySecretFor(
  credentialId: string,
  password: string | undefined,
): Promise<{ recoverySecret: string }> {
  const json = password === undefined ? { credentialId } : { credentialId, password }
  return callApi(() => api['app-lock'].recover.$post({ json }))
}

/** How this account proves itself: its password, or (Google only) a fresh sign-in. */
export async function confirmsWith(): Promise<'password' | 'sign-in'> {
  const { confirmWith } = await callApi(() => api.account.$get())
  return confirmWith
}

export async function removeCredential(credentialId: string): Promise<void> {
  await callApi(() => api['app-lock'].credentials.$delete({ json: { credentialId } }))
}
