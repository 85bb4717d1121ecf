import { expect, type Page } from '@playwright/test'

/**
 * Waits until Hara's service worker controls `page`. A new browser profile installs it first,
 * precaching every screen's code, which takes several seconds on a busy two-core machine.
 */
export const workerInControl = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
      timeout: 20_000,
    })
    .toBe(true)
