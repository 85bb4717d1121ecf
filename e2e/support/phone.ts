import { devices } from '@playwright/test'

/**
 * The journeys' phone: Playwright's Pixel 7 (its 412 × 839 viewport in CSS pixels, its user
 * agent, touch, a mobile viewport) drawing one device pixel per CSS pixel rather than its
 * 2.625 (ADR 0100). Layout, hit-testing and every assertion are in CSS pixels; no journey reads
 * a device pixel. Drawing seven times fewer pixels took 599 s of CPU for the 54 journeys
 * against 685 s, and 317.7 s against 358.4 s, one after the other on a 2-core machine
 * (2026-12-02), all passing in both. The benches keep the Pixel 7 as it is (scripts/), and so
 * do the screenshots (screenshots.mjs).
 */
export const PHONE = { ...devices['Pixel 7'], deviceScaleFactor: 1 }
