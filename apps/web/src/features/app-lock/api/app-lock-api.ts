import { api } from '@/lib/api'
import { callApi } from '@/lib/api-client'

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

export function recoverySecretFor(
  credentialId: string,
  password: string,
): Promise<{ recoverySecret: string }> {
  return callApi(() => api['app-lock'].recover.$post({ json: { credentialId, password } }))
}

export async function removeCredential(credentialId: string): Promise<void> {
  await callApi(() => api['app-lock'].credentials.$delete({ json: { credentialId } }))
}
