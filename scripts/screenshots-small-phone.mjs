// Screenshots at 360×640, in both themes, of the screens a small phone strains most, for a
// person to look at: Home with three outcome rows, the Timeline under its day headings, the
// check-in menu, and onboarding's access-code step. Build first (`npm run build`).
//   node scripts/screenshots-small-phone.mjs ./out-folder
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { root } from './lib.mjs'
import { startBuiltServer } from './built-server.mjs'
import { goHome, importJournal, mainNav, settle } from './lib/journal-bench-app.mjs'

const out = path.resolve(process.argv[2] ?? 'screenshots-small-phone')
mkdirSync(out, { recursive: true })
const DAY = 24 * 60 * 60 * 1000
const day = (ago) => new Date(Date.now() - ago * DAY).toISOString().slice(0, 10)

// Three decisions waiting for their outcome (Home asks from two days on), and a few more days.
const entries = [9, 7, 5, 4, 3, 3].map((ago, i) => ({
  id: `5ca1ab1e-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
  mode: 'tap',
  timestamp: `${day(ago)}T12:00:00.000Z`,
  day: day(ago),
  timeZone: 'UTC',
  xp: 10,
  context: ['Work', 'Finance', 'Relationship'][i % 3],
  description: ['A second project', 'The new lease', 'Dinner with my sister'][i % 3],
  bodySensation: 'Tight chest',
  gutFeeling: 'no',
  willIgnore: 'no',
  decision: ['Said no to the project', 'Signed the lease', 'Went to dinner'][i % 3],
  needsFollowUp: true,
  consequence: i < 3 ? 'It went well.' : null,
  consequenceDate: i < 3 ? `${day(ago)}T18:00:00.000Z` : null,
}))
const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'hara-shots-')), 'hara-journal.json')
writeFileSync(
  file,
  JSON.stringify({
    format: 'hara-journal',
    version: 1,
    exportedAt: new Date().toISOString(),
    entries,
    gamification: {
      totalXP: 0,
      totalCheckins: 0,
      currentStreak: 0,
      lastCheckInDate: null,
      achievements: [],
    },
    deletedEntries: [],
  }),
)

const ARGS = JSON.parse(readFileSync(path.join(root, 'e2e/chromium-args.json'), 'utf8'))
const { base, stop } = await startBuiltServer({ RATE_LIMITS: 'off' })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS })
try {
  for (const theme of ['dark', 'light']) {
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width: 360, height: 640 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      colorScheme: theme,
    })
    const page = await context.newPage()
    const shot = async (name, fullPage = false) => {
      await settle(page)
      await page.screenshot({ path: path.join(out, `${theme}-${name}.png`), fullPage })
    }
    await page.goto(`${base}/auth`)
    await page.evaluate((t) => localStorage.setItem('theme', t), theme)
    await page.reload()
    // The access-code step, before the code is given.
    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click()
    await page.getByLabel('Nickname').fill('Mira')
    await page.getByLabel('Email').fill(`shots-${theme}-${Date.now()}@example.com`)
    await page.getByLabel('Password').fill('gut-feeling-42')
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.getByText('Account created!').waitFor()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('radio', { name: /Career/ }).click()
    await page.getByRole('radio', { name: 'I overthink every decision' }).click()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByLabel('Access code').waitFor()
    await shot('access-code')
    await page.getByLabel('Access code').fill('intuition')
    await page.getByLabel('Access code').press('Enter')
    await page.waitForURL(/\/home$/)
    const cdp = await context.newCDPSession(page)
    const imported = await importJournal(page, cdp, file)
    if (!imported.ok) throw new Error(imported.text)
    await goHome(page)
    await page.getByRole('region', { name: 'How did it turn out?' }).waitFor()
    await shot('home')
    await shot('home-whole', true)
    await mainNav(page).getByRole('link', { name: 'Journey' }).click()
    await page.locator('[aria-label="Your check-ins"] article').first().waitFor()
    await shot('timeline')
    await mainNav(page).getByRole('button', { name: 'Check In' }).click()
    await page.getByRole('menuitem', { name: 'Type', exact: true }).waitFor()
    await shot('check-in-menu')
    await context.close()
  }
  console.log(`Screenshots in ${out}`)
} finally {
  await browser.close()
  await stop()
}
