import { readFileSync } from 'node:fs'
import { defineConfig } from '@playwright/test'
import { FULL_BROWSER } from './support/full-browser'
import { PHONE } from './support/phone'
import { SPEECH_WAV } from './support/speech'

/**
 * Journeys run in Debian's Chromium (never a downloaded browser) on a phone profile, against
 * the production build served by the real server on a free port with a throwaway data folder
 * (see global-setup.ts, which sets BASE_URL for the workers).
 */
// Debian's Chromium flags, shared with screenshots.mjs: without the background-networking flags
// Chromium keeps trying to reach hosts this machine cannot reach.
export const chromiumArgs: string[] = JSON.parse(
  readFileSync(new URL('./chromium-args.json', import.meta.url), 'utf8'),
)

/** Debian's Chromium, the whole browser: what a journey about the browser's own layer needs. */
const browser = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
}
/**
 * The same Chromium release built as its headless shell (Debian's chromium-headless-shell):
 * the same engine (Blink, V8, the network, storage, service workers, WebAuthn) without the
 * browser's own layer, as Playwright runs headless tests by default. On a slow 2-core machine
 * the journeys took 452 s in it (the tagged ones in the whole browser), against 605 s
 * (ADR 0089). It has no notification center, no microphone permission and no installability
 * check (asked for the errors, it answers none): the journeys about those run in the whole
 * browser, the reminders' in one of its own (reminders.spec.ts), the others tagged
 * FULL_BROWSER.
 */
const headlessShell = {
  executablePath: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
  args: chromiumArgs,
}

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  // Three at once on CI's 2 cores: a journey waits on the page, the network and its timers for a
  // third of its time, and two left the cores idle for that third (70 % busy). The 54 journeys
  // took 255 s with three against 318 s with two, one after the other on a 2-core machine
  // (2026-12-02), none retried; the cores were 90 % busy. Their limits are set for a machine
  // two and a half times slower (below), which holds with a third browser beside them.
  workers: process.env.CI ? 3 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  // A journey starts from state made over HTTP (support/fixtures.ts), not through the screens:
  // the longest take about 25 s on a quiet 2-core machine, and 45 to 66 s on one two and a half
  // times slower (2026-11-30, the same commit: its unit tests 758 s against 303 s). A limit is
  // not a budget (those are the benches'): it only ends a journey that hangs, so it is set
  // for the slow machine with room to spare. A journey that needs more says so itself
  // (test.setTimeout), with the reason, and the same room.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    // Set by global-setup.ts before the workers start, which read this file again.
    baseURL: process.env.BASE_URL,
    // A new browser profile installs the service worker and precaches every screen's code:
    // seconds of a busy machine for each journey. Only the journeys about it (offline, updates,
    // reminders, installing) opt back in with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    // The phone asks for reduced motion (styles/index.css: animations end at once). A page left
    // open with its breathing orb or a pulse drew 60 frames a second in software: 15 to 21 % of
    // a core for an idle Home against about 1 % still, and a journey's pages wait open for most
    // of their time. The 54 journeys took 356 s against 426 s, one after the other on a 2-core
    // machine (2026-12-02), none retried. Motion is only looks here (no script waits on an
    // animation), and the journeys through the animated screens (the check-in's steps and its
    // celebration, sign-up's and onboarding's steps) keep it (test.use in their files).
    reducedMotion: 'reduce',
    // A journey that failed once is traced when it runs again (CI retries it): every action
    // with the page's DOM before and after it, the network and the console. Tracing every
    // journey to keep the few that fail (`retain-on-failure`) took a tenth of the journeys' CPU
    // and time (464 s against 418 s on a slow 2-core machine, the same day); locally, ask for
    // it with `--trace retain-on-failure`. Never the screencast: encoding a frame of every
    // paint held the browser and its GPU process busy for more CPU than the pages themselves.
    // The screenshot at a failure is always taken.
    trace: { mode: 'on-first-retry', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'phone',
      testIgnore: /voice\.spec\.ts/,
      grepInvert: new RegExp(FULL_BROWSER),
      use: { ...PHONE, launchOptions: headlessShell },
    },
    {
      name: 'phone-browser',
      testIgnore: /voice\.spec\.ts/,
      grep: new RegExp(FULL_BROWSER),
      use: { ...PHONE, launchOptions: browser },
    },
    {
      // A phone with a microphone that speaks a sentence (made by global-setup.ts). Permission
      // is granted per test, as a person would in the browser's prompt.
      name: 'phone-voice',
      testMatch: /voice\.spec\.ts/,
      use: {
        ...PHONE,
        permissions: ['microphone'],
        launchOptions: {
          ...browser,
          args: [
            ...chromiumArgs,
            '--use-fake-device-for-media-stream',
            `--use-file-for-fake-audio-capture=${SPEECH_WAV}`,
          ],
        },
      },
    },
  ],
})
