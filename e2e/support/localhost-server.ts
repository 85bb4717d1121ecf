import { test as base } from '@playwright/test'

/**
 * Journeys that use WebAuthn (passkeys, the app lock) need the app on `localhost`: a relying
 * party is a domain, never an IP address, and the run's shared server is on 127.0.0.1. The run
 * starts a second server with its public URL on localhost (global-setup.ts), shared by every
 * worker as the first one is, and this test points `baseURL` there. One server a worker cost a
 * fresh embedded database each: about 10 s of a core, three times a run.
 */
export const test = base.extend({ baseURL: process.env.LOCALHOST_URL })

export { expect } from '@playwright/test'
