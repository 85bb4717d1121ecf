import {
  compareStandings,
  gamificationOf,
  sortedJson,
  standingOf,
  type DeletedEntry,
  type Entry,
  type GamificationState,
} from '@hara/core'
import { settle, type Phone, type Tab } from './phone'
import type { Run } from './runner'

/**
 * Once the network heals (every fault off, the server up, the requests held back delivered),
 * every phone runs sync passes until a round changes nothing; then a new phone restores from
 * the server. The invariants are then checked on every phone and on that restore:
 * 1. every change the app acknowledged is there;
 * 2. they all hold the same journal, field for field;
 * 3. XP, check-ins, the streak and its last day are the core's function of that journal
 *    (`gamificationOf`): no XP that nothing earned.
 * (4. is 1. seen from the other side: an acknowledged write that did not happen is missing.
 * 5. is 1. and 2. after a server that rolled back or replayed a record.)
 */

interface Seen {
  name: string
  entries: Entry[]
  deletedEntries: DeletedEntry[]
  gamification: GamificationState
}

const byId = <T extends { id: string }>(items: readonly T[]) =>
  [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))

async function seen(name: string, tab: Tab): Promise<Seen> {
  const journal = await tab.whole.getJournal()
  return {
    name,
    entries: byId(journal.entries),
    deletedEntries: byId(journal.deletedEntries),
    gamification: journal.gamification,
  }
}

/** How many times at most each phone takes its turn before a history is called unhealed. */
const HEALING_TURNS = 4

export async function heal(run: Run): Promise<void> {
  const { world } = run
  if (world.server.stopped) await world.server.restart()
  for (const phone of world.phones) {
    phone.link.heal()
    phone.device.disk.full = false
    phone.device.bus.release()
    await phone.link.deliverLate()
  }
  await settle()
  for (let p = 0; p < run.phoneCount; p++) if (!run.syncOn[p]) await run.mustTurnOn(p)
  // Phones take turns until every phone has passed without a change since the last pass that
  // changed something: then none has anything another lacks. (A pass that changed something
  // pulled first, so it holds all that came before it; the passes after it bring the rest.)
  let quietSince = 0
  for (let turn = 0; turn < HEALING_TURNS * run.phoneCount; turn++) {
    const p = turn % run.phoneCount
    const tab = await run.tab(p, 0)
    const outcome = await tab.sync.syncBackup()
    await settle()
    // 'off' here means this phone turned its sync off itself: a pass it left running found
    // the backup deleted elsewhere.
    const stopped = outcome === 'off' && run.syncOn[p]
    if (outcome === 'locked' || outcome === 'deleted' || stopped) {
      // The backup was made again or deleted elsewhere: join it as the person would.
      run.syncOn[p] = false
      await run.mustTurnOn(p)
      quietSince = 0
    } else quietSince = outcome === 'up-to-date' ? quietSince + 1 : 1
    if (quietSince >= run.phoneCount) return
  }
  throw new Error(`the phones did not settle in ${HEALING_TURNS} turns each`)
}

/** A new phone restored from the server now. */
async function restored(run: Run): Promise<Seen> {
  const { spare, userId } = run.world
  await spare.reset(userId)
  const tab = spare.tabs[0]!
  await spare.openTab(tab, userId)
  const found = await tab.found.findServerBackup()
  if (found) {
    let outcome = await tab.setup.joinBackup(run.passphrase, found)
    for (const maybe of run.maybePassphrases) {
      if (outcome.ok) break
      outcome = await tab.setup.joinBackup(maybe, found)
    }
    if (!outcome.ok) throw new Error(`the new phone could not restore: ${outcome.message}`)
  }
  await settle()
  return seen('a new phone restored from the server', tab)
}

/** What the core says the journal must show, beside what the phone shows, where they differ. */
export function gamificationMismatch(journal: Seen): string | null {
  const must = gamificationOf(journal, Date.now())
  const shown = journal.gamification
  const fields = ['totalXP', 'totalCheckins', 'currentStreak', 'lastCheckInDate'] as const
  const off = fields.filter((field) => shown[field] !== must[field])
  if (off.length === 0) return null
  return off
    .map((field) => `${field} ${String(shown[field])}, not ${String(must[field])}`)
    .join('; ')
}

function fieldsOf(journal: Seen) {
  return sortedJson({
    entries: journal.entries,
    deletedEntries: journal.deletedEntries,
    gamification: journal.gamification,
  })
}

/** Every invariant broken, in words; empty when all hold. */
export async function brokenInvariants(run: Run): Promise<string[]> {
  const broken: string[] = []
  const journals: Seen[] = []
  for (let p = 0; p < run.phoneCount; p++) {
    const phone = run.phone(p)
    phone.use()
    const shown: Seen[] = []
    for (const [index, tab] of phone.tabs.entries()) {
      if (tab.open) shown.push(await seen(`${phone.name}, tab ${index + 1}`, tab))
    }
    // What the phone holds: its journal opened afresh, as after a reload.
    for (const tab of phone.tabs) if (tab.open) phone.closeTab(tab)
    const held = await seen(phone.name, await run.tab(p, 0))
    journals.push(held)
    for (const tab of shown) {
      if (fieldsOf(tab) !== fieldsOf(held)) {
        broken.push(`2. ${tab.name} shows other than the phone holds: ${difference(held, tab)}`)
      }
    }
  }
  journals.push(await restored(run))
  const [first] = journals
  for (const journal of journals) {
    const live = new Set(journal.entries.map((entry) => entry.id))
    const gone = new Set(journal.deletedEntries.map((record) => record.id))
    for (const id of run.acks.saved) {
      if (!live.has(id) && !gone.has(id)) broken.push(`1. ${journal.name} lost check-in ${id}`)
    }
    for (const [id, wanted] of run.acks.live) {
      if (wanted && !live.has(id) && gone.has(id)) {
        broken.push(`1. ${journal.name} keeps check-in ${id} deleted after its Undo`)
      }
      if (!wanted && live.has(id)) broken.push(`1. ${journal.name} shows deleted check-in ${id}`)
    }
    // The last change of each field saved, on whichever phone: the merge keeps the one made
    // last (by its stamp, and the clock moves on at every reading here).
    for (const [key, { text, standing }] of run.acks.words) {
      const [id, field] = key.split(':') as [string, 'outcome' | 'description' | 'bodySensation']
      const entry = journal.entries.find((item) => item.id === id)
      if (!entry || entry.mode !== 'tap' || run.acks.live.get(id) === false) continue
      // An Undo made later elsewhere wrote back its own copy, which does not carry this change.
      if (compareStandings(standingOf(entry), standing) > 0) continue
      const value = field === 'outcome' ? entry.consequence : entry[field]
      if (value !== text)
        broken.push(`1. ${journal.name} has ${field} "${value}" of ${id}, not "${text}"`)
    }
    if (first && fieldsOf(journal) !== fieldsOf(first)) {
      broken.push(`2. ${journal.name} differs from ${first.name}: ${difference(first, journal)}`)
    }
    const mismatch = gamificationMismatch(journal)
    if (mismatch) broken.push(`3. ${journal.name} shows ${mismatch} (what its journal earned)`)
  }
  return broken
}

function difference(a: Seen, b: Seen): string {
  const ids = (journal: Seen) => journal.entries.map((entry) => entry.id).join(',')
  const gone = (journal: Seen) => journal.deletedEntries.map((record) => record.id).join(',')
  if (ids(a) !== ids(b)) return `entries [${ids(a)}] vs [${ids(b)}]`
  if (gone(a) !== gone(b)) return `deleted [${gone(a)}] vs [${gone(b)}]`
  const changed = (x: readonly object[], y: readonly object[]) => {
    const index = x.findIndex((item, i) => sortedJson(item) !== sortedJson(y[i]))
    return index === -1 ? null : `${sortedJson(x[index])} vs ${sortedJson(y[index])}`
  }
  const entry = changed(a.entries, b.entries)
  if (entry) return `an entry: ${entry}`
  const record = changed(a.deletedEntries, b.deletedEntries)
  if (record) return `a deletion record: ${record}`
  return `gamification ${JSON.stringify(a.gamification)} vs ${JSON.stringify(b.gamification)}`
}

export type { Phone }
