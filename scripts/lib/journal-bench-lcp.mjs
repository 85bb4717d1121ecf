// bench:journal, part 4: Home's LCP with an empty journal and with the big one
// (scripts/bench-journal.mjs says what and why).
import { importJournal } from './journal-bench-app.mjs'
import { lighthousePhone } from './lighthouse-phone.mjs'
import { LCP_RUNS } from './journal-bench-settings.mjs'

// ---------------------------------------------------------------------------------------------
// 4. Home's LCP in Lighthouse, on Chromium profiles of their own (as bench:lighthouse does).

/**
 * Home's LCP with an empty journal and with the big one, on two phones audited in turn (empty,
 * big, empty, …), so that a machine that slows down or speeds up meanwhile moves both alike.
 * `bigPath` is the big journal's file, `bigLabel` what to call it.
 */
export async function homeLcp(base, bigPath, bigLabel) {
  const phones = []
  try {
    const empty = await lighthousePhone(base, 'journal-lcp-empty')
    phones.push(empty)
    const full = await lighthousePhone(base, 'journal-lcp-full')
    phones.push(full)
    const imported = await full.inTab(async (page) => {
      await page.goto(`${base}/home`)
      return importJournal(page, await page.context().newCDPSession(page), bigPath)
    })
    if (!imported.ok) return { imported }
    const runs = { empty: [], big: [] }
    for (let i = 0; i < LCP_RUNS; i++) {
      runs.empty.push(await empty.audit())
      runs.big.push(await full.audit())
    }
    const list = (values) => values.map((v) => Math.round(v)).join(', ')
    console.log(`    empty journal: LCP runs ${list(runs.empty)} ms`)
    console.log(`    ${bigLabel}: LCP runs ${list(runs.big)} ms`)
    return runs
  } finally {
    for (const phone of phones) await phone.close()
  }
}
