import type { CDPSession, Page } from '@playwright/test'

/**
 * A platform authenticator (a phone's built-in passkey store with Face ID / fingerprint) made by
 * Chromium's DevTools protocol for one page. Ceremonies against it are real WebAuthn: the browser
 * creates keys, signs challenges and checks the relying party exactly as on a phone; the person's
 * touch and biometric check always succeed (user present and verified).
 */
export interface VirtualAuthenticator {
  cdp: CDPSession
  authenticatorId: string
}

export interface VirtualAuthenticatorOptions {
  /** Offers the PRF extension (a per-credential secret after user verification). */
  hasPrf?: boolean
}

export async function addVirtualAuthenticator(
  page: Page,
  { hasPrf = false }: VirtualAuthenticatorOptions = {},
): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
      ...(hasPrf ? { hasPrf: true } : {}),
    },
  })
  return { cdp, authenticatorId }
}

/** Every credential the authenticator holds, with its private key. */
export async function credentialsOf({ cdp, authenticatorId }: VirtualAuthenticator) {
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
  return credentials
}

/**
 * Copies every credential of `from` into `to`, as the same synced passkey appears on a person's
 * second phone. Returns how many were copied.
 */
export async function copyCredentials(
  from: VirtualAuthenticator,
  to: VirtualAuthenticator,
): Promise<number> {
  const credentials = await credentialsOf(from)
  for (const credential of credentials) {
    await to.cdp.send('WebAuthn.addCredential', {
      authenticatorId: to.authenticatorId,
      credential,
    })
  }
  return credentials.length
}

/** Removes the authenticator (and the page's WebAuthn emulation with it). */
export async function removeVirtualAuthenticator({ cdp, authenticatorId }: VirtualAuthenticator) {
  await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId })
  await cdp.send('WebAuthn.disable')
}
