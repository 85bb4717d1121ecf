/* global document, window, MutationObserver, requestAnimationFrame -- inside page.evaluate, in the browser */
// bench:journal, part 5: record sync with the ten-year journal (scripts/bench-journal.mjs says
// what and why). At full CPU speed: what is measured is mostly the network, the server and
// WebCrypto, and a person waits for all of it.
import { mainNav, openSettings, settle, tapPoint } from './journal-bench-app.mjs'
import { fmt, median } from './journal-bench-settings.mjs'

const PASSPHRASE = 'quiet river at dawn 42'
/** How long the first sync or a restore of ten years may take before it counts as stuck. */
const SYNC_TIMEOUT_MS = 600_000
/** How many check-ins are timed arriving on the other phone. */
const LIVE_RUNS = 3

/** Turns the backup on in Settings; resolves with the time to 'Last backed up'. */
export async function firstSync(page) {
  await openSettings(page)
  await page.getByRole('switch', { name: 'Encrypted backup' }).click()
  const sheet = page.getByRole('dialog', { name: 'Turn on encrypted backup' })
  await sheet.getByLabel('Backup passphrase').fill(PASSPHRASE)
  await sheet.getByLabel('Repeat passphrase').fill(PASSPHRASE)
  const turnOn = sheet.getByRole('button', { name: 'Turn on backup' })
  // Enabled once the passphrase's strength is known: the sync is timed from the tap.
  for (let waited = 0; !(await turnOn.isEnabled()); waited += 100) {
    if (waited > 30_000) throw new Error("'Turn on backup' stayed disabled")
    await page.waitForTimeout(100)
  }
  const started = Date.now()
  await turnOn.click()
  const progress = page.getByText(/^Backing up [\d,]+ of [\d,]+$/)
  const progressSeen = await progress
    .waitFor({ timeout: 60_000 })
    .then(() => true)
    .catch(() => false)
  await page.getByText(/^Last backed up /).waitFor({ timeout: SYNC_TIMEOUT_MS })
  return { ms: Date.now() - started, progressSeen }
}

/** A tap check-in through the flow, up to its 'Save check-in', which `save` taps. */
export async function checkIn(page, description, save = (button) => button.click()) {
  await mainNav(page).getByRole('button', { name: 'Check In' }).click()
  await page.getByRole('menuitem', { name: 'Type', exact: true }).click()
  await page.waitForURL(/\/check-in\?mode=tap$/)
  await page.getByRole('button', { name: 'Work', exact: true }).click()
  await page.getByLabel('Describe the situation').fill(description)
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByRole('button', { name: 'Tight chest' }).click()
  await page.getByRole('button', { name: /^Yes/ }).click()
  await page.getByRole('button', { name: /No, I’ll honor it/ }).click()
  await save(page.getByRole('button', { name: 'Save check-in' }))
  await page.waitForURL(/\/map$/, { timeout: 60_000 })
}

/** The bytes one check-in sends to the sync routes, once the ten years are backed up. */
async function oneCheckInBytes(page) {
  const sent = []
  const onRequest = (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/sync')) {
      sent.push(request.postDataBuffer()?.length ?? 0)
    }
  }
  page.on('request', onRequest)
  const pushed = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().endsWith('/api/sync/records'),
    { timeout: 60_000 },
  )
  await checkIn(page, 'One more, to see what it sends.')
  await pushed
  page.off('request', onRequest)
  return sent.reduce((sum, bytes) => sum + bytes, 0)
}

/**
 * A new phone signed in to the same account restores the backup from Home's offer: the time
 * from the tap on Restore to 'Journal restored', and how many check-ins it says it brought.
 */
export async function restore(page) {
  const offer = page.getByRole('region', { name: 'Restore your journal' })
  await offer.getByLabel('Backup passphrase').fill(PASSPHRASE)
  const button = offer.getByRole('button', { name: 'Restore' })
  const started = Date.now()
  await button.click()
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Journal restored' })
  await toast.waitFor({ timeout: SYNC_TIMEOUT_MS })
  const ms = Date.now() - started
  const text = await toast.textContent()
  const brought = Number(text.match(/([\d,]+) check-ins? brought back/)?.[1]?.replace(/,/g, ''))
  return { ms, brought }
}

/**
 * A check-in saved on `from` while `to` is open on the Timeline: from the tap on 'Save
 * check-in' to the painted frame on `to` that shows its card. Both pages are in one browser,
 * so their clocks (`performance.timeOrigin` + now) are one clock.
 */
async function liveArrival(from, to, description) {
  await to.evaluate((words) => {
    window.__benchArrived = new Promise((resolve) => {
      const shown = () =>
        [...document.querySelectorAll('[aria-label="Your check-ins"] article')].some((card) =>
          card.textContent.includes(words),
        )
      const observer = new MutationObserver(() => {
        if (!shown()) return
        observer.disconnect()
        requestAnimationFrame(() =>
          setTimeout(() => resolve(performance.timeOrigin + performance.now()), 0),
        )
      })
      observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    })
  }, description)
  await checkIn(from, description, async (button) => {
    const { x, y } = await tapPoint(button)
    await from.evaluate(() => {
      window.__benchTapped = new Promise((resolve) =>
        document.addEventListener('click', (e) => resolve(performance.timeOrigin + e.timeStamp), {
          capture: true,
          once: true,
        }),
      )
    })
    await from.touchscreen.tap(x, y)
  })
  const tappedAt = await from.evaluate(() => window.__benchTapped)
  const arrivedAt = await Promise.race([
    to.evaluate(() => window.__benchArrived),
    new Promise((resolve) => setTimeout(() => resolve(null), 60_000)),
  ])
  return arrivedAt === null ? null : arrivedAt - tappedAt
}

/** Each page on the Timeline, its first cards painted. */
export async function onTimeline(...pages) {
  for (const page of pages) {
    await mainNav(page).getByRole('link', { name: 'Journey' }).click()
    await page.waitForURL(/\/map$/)
    await page.locator('[aria-label="Your check-ins"] article').first().waitFor({ timeout: 60_000 })
    await settle(page)
  }
}

/**
 * Part 5 on `big` (a phone holding the ten-year journal, `entries` check-ins): its first sync,
 * one check-in's bytes after it, a new phone of the account (`secondPhone()`, signed in and on
 * Home) restoring it all, then check-ins on the first arriving on the second's Timeline, and
 * (`receive`, given the second phone and its DevTools session) the receiving phone's work.
 */
export async function measureSync(big, secondPhone, entries, receive = null) {
  const first = await firstSync(big)
  console.log(
    `    first sync: ${(first.ms / 1000).toFixed(1)} s to 'Last backed up' ` +
      `(progress line ${first.progressSeen ? 'seen' : 'not seen'})`,
  )
  await settle(big)
  const bytes = await oneCheckInBytes(big)
  console.log(`    one check-in after it sent ${bytes} bytes to the sync routes`)

  const phone = await secondPhone()
  const restored = await restore(phone.page)
  const expected = entries + 1
  console.log(
    `    restore on a new phone: ${(restored.ms / 1000).toFixed(1)} s to 'Journal restored', ` +
      `${restored.brought} of ${expected} check-ins brought back`,
  )

  await onTimeline(big, phone.page)
  const arrivals = []
  for (let run = 1; run <= LIVE_RUNS; run++) {
    const ms = await liveArrival(big, phone.page, `Arriving live, number ${run}.`)
    console.log(`    live check-in ${run}: ${ms === null ? 'did not arrive in 60 s' : fmt(ms)}`)
    arrivals.push(ms ?? Infinity)
    await mainNav(big).getByRole('link', { name: 'Journey' }).waitFor()
    await settle(big)
  }
  const received = receive ? await receive(phone) : null
  await phone.context.close()
  return { first, bytes, restored, expected, live: median(arrivals), received }
}
