import { standingOf, type Entry, type Standing, type TapDraft, type VoiceDraft } from '@hara/core'
import { countFault } from './network'
import type { Op } from './ops'
import { settle, type Phone, type Tab } from './phone'
import type { SyncRows } from './server'
import { PASSPHRASE, type World } from './world'

/**
 * Runs a history's steps one at a time, each to its end, with its phone's browser in place.
 * What the app acknowledged to the person (a store function that returned success) is noted
 * in `acks`, for the invariants checked once the network heals.
 */

type Removed = NonNullable<Awaited<ReturnType<Tab['changes']['deleteEntry']>>['removed']>

/** What turning sync on said: on, or why not. */
export type TurnedOn = { ok: true } | { ok: false; message: string }

export interface Acks {
  /** Every check-in the app said was saved (or an import said it added). */
  saved: Set<string>
  /** Per entry, the last of its acknowledged deletes and Undos: whether it should be live. */
  live: Map<string, boolean>
  /**
   * Per entry and field, the outcome, words or answers last saved, and where the entry then
   * stood among its deletes and Undos: an Undo made later elsewhere writes back its own copy,
   * which a merge keeps without what this one held (ADRs 0045, 0060).
   */
  words: Map<string, { text: string; standing: Standing }>
}

export class Run {
  readonly acks: Acks = { saved: new Set(), live: new Map(), words: new Map() }
  readonly syncOn: boolean[]
  passphrase = PASSPHRASE
  /**
   * Passphrases a change was asked for that the phone could not tell happened or not (it said
   * so: the answer lost, and the key could not be read back either), so the person would try
   * them too. A change the phone said failed is never among them: it did not happen.
   */
  maybePassphrases: string[] = []
  snapshot: SyncRows | null = null
  private readonly undo = new Map<Tab, Removed>()
  private counter = 0

  constructor(
    readonly world: World,
    readonly phoneCount: number,
    readonly tabCount: number,
  ) {
    this.syncOn = Array.from({ length: phoneCount }, () => false)
  }

  phone(p: number): Phone {
    return this.world.phones[p % this.phoneCount]!
  }

  /** The tab, opened on the account's journal if it was closed. */
  async tab(p: number, index: number): Promise<Tab> {
    const phone = this.phone(p)
    phone.use()
    const tab = phone.tabs[index % this.tabCount]!
    if (!tab.open) await phone.openTab(tab, this.world.userId)
    return tab
  }

  /** Every phone starts with sync on: the first makes the backup, the others join it. */
  async start(): Promise<void> {
    for (let p = 0; p < this.phoneCount; p++) await this.mustTurnOn(p)
  }

  /**
   * A fresh start with every phone's sync on, as `start` leaves them: the first time for this
   * many phones by `start` itself, then from a copy of what it left on the server and phones (a
   * history's steps begin from there, its tabs closed as after a reload). Turning sync on is
   * the same every time; done again, it was a sixth of a history.
   */
  async startFresh(): Promise<void> {
    if (await this.world.fresh(this.phoneCount)) {
      this.syncOn.fill(true)
      return
    }
    await this.start()
    await this.world.keepStarted(this.phoneCount)
  }

  /**
   * Turns sync on on phone `p` as the person would: joins the backup the server has (with the
   * passphrase, or one a change may have set), or makes one. Resolves with what the phone said.
   */
  async turnOn(p: number): Promise<TurnedOn> {
    const tab = await this.tab(p, 0)
    let found: Awaited<ReturnType<Tab['found']['findServerBackup']>>
    try {
      found = await tab.found.findServerBackup()
    } catch (error) {
      return { ok: false, message: `looking for the backup failed: ${(error as Error).message}` }
    }
    let outcome = found
      ? await tab.setup.joinBackup(this.passphrase, found)
      : await tab.setup.startNewBackup(this.passphrase)
    for (const maybe of this.maybePassphrases) {
      if (outcome.ok || outcome.reason !== 'wrong-passphrase' || !found) break
      outcome = await tab.setup.joinBackup(maybe, found)
      if (outcome.ok) this.passphrase = maybe
    }
    await settle()
    if (outcome.ok) this.syncOn[p] = true
    return outcome.ok ? { ok: true } : { ok: false, message: outcome.message }
  }

  /** Turns sync on where nothing stands in the way (no fault armed): not turning on fails. */
  async mustTurnOn(p: number): Promise<void> {
    const outcome = await this.turnOn(p)
    if (!outcome.ok) {
      throw new Error(`${this.phone(p).name} could not turn sync on: ${outcome.message}`)
    }
  }

  private draft(voice: boolean, honored: boolean): TapDraft | VoiceDraft {
    const n = ++this.counter
    if (voice) {
      return {
        mode: 'voice',
        transcript: `Voice note ${n}`,
        label: 'unease',
        wantsResponse: false,
        aiInsights: '',
      }
    }
    return {
      mode: 'tap',
      context: 'Work',
      description: `Check-in ${n}`,
      bodySensation: 'Tight chest',
      gutFeeling: 'no',
      willIgnore: honored ? 'no' : 'yes',
      decision: null,
    }
  }

  private async picked(tab: Tab, pick: number): Promise<Entry | undefined> {
    const entries = await tab.journal.getEntries()
    return entries.length === 0 ? undefined : entries[pick % entries.length]
  }

  private noteWords(key: string, text: string, entry: Entry): void {
    this.acks.words.set(key, { text, standing: standingOf(entry) })
  }

  async step(op: Op): Promise<void> {
    for (const phone of this.world.phones) await phone.link.deliverLate()
    await withinTime(this.apply(op), `step ${JSON.stringify(op)}`)
    await settle()
    for (const phone of this.world.phones) phone.device.bus.release()
    await settle()
  }

  async apply(op: Op): Promise<void> {
    switch (op.t) {
      case 'checkin': {
        const tab = await this.tab(op.p, op.tab)
        const saved = await tab.changes.saveCheckIn(this.draft(op.voice, op.honored))
        if (saved.write.ok && saved.entry) {
          this.acks.saved.add(saved.entry.id)
          this.acks.live.set(saved.entry.id, true)
        }
        return
      }
      case 'outcome': {
        const tab = await this.tab(op.p, op.tab)
        const entry = await this.picked(tab, op.pick)
        if (!entry || entry.mode !== 'tap') return
        const text = `Outcome ${++this.counter}`
        const done = await tab.changes.setOutcome(entry.id, text)
        if (done.changed && done.write.ok) this.noteWords(`${entry.id}:outcome`, text, entry)
        return
      }
      case 'edit': {
        const tab = await this.tab(op.p, op.tab)
        const entry = await this.picked(tab, op.pick)
        if (!entry || entry.mode !== 'tap') return
        const text = `Words ${++this.counter}`
        const done = await tab.changes.editEntryWords(entry.id, { description: text })
        if (done.changed && done.write.ok) this.noteWords(`${entry.id}:description`, text, entry)
        return
      }
      case 'answers': {
        // Another body signal and gut answer (ADR 0055): merged by when they were edited.
        const tab = await this.tab(op.p, op.tab)
        const entry = await this.picked(tab, op.pick)
        if (!entry || entry.mode !== 'tap') return
        const text = `Signal ${++this.counter}`
        const gutFeeling = (['yes', 'no', 'pause'] as const)[this.counter % 3]
        const done = await tab.edits.editEntryDetails(entry.id, { bodySensation: text, gutFeeling })
        if (done.changed && done.write.ok) this.noteWords(`${entry.id}:bodySensation`, text, entry)
        return
      }
      case 'delete': {
        const tab = await this.tab(op.p, op.tab)
        const entry = await this.picked(tab, op.pick)
        if (!entry) return
        const done = await tab.changes.deleteEntry(entry.id)
        if (done.deleted && done.write.ok && done.removed) {
          this.acks.live.set(entry.id, false)
          this.undo.set(tab, done.removed)
        }
        return
      }
      case 'undo': {
        const tab = await this.tab(op.p, op.tab)
        const removed = this.undo.get(tab)
        if (!removed) return
        this.undo.delete(tab)
        const done = await tab.changes.undoDelete(removed)
        if (done.restored && done.write.ok) this.acks.live.set(removed.entry.id, true)
        return
      }
      case 'sync': {
        const tab = await this.tab(op.p, op.tab)
        await tab.sync.syncBackup()
        return
      }
      case 'hear': {
        // The stream's latest event, as the app's scheduler takes it: its records when they
        // follow the cursor, a pull otherwise, and no pull when nothing more was announced.
        const change = this.world.server.latestChange(this.world.userId)
        if (!change) return
        const tab = await this.tab(op.p, op.tab)
        await tab.sync.syncBackup({
          arrived: change,
          announced: () => ({ open: true, seq: change.seq }),
        })
        return
      }
      case 'close': {
        const phone = this.phone(op.p)
        const tab = phone.tabs[op.tab % this.tabCount]!
        if (tab.open) phone.closeTab(tab)
        this.undo.delete(tab)
        return
      }
      case 'import': {
        const source = await this.tab(op.from, 0)
        await source.exported.exportJournal()
        const text = (await this.phone(op.from).device.downloads.at(-1)?.text()) ?? ''
        const tab = await this.tab(op.p, op.tab)
        const file = new File([text], 'journal.json', { type: 'application/json' })
        const outcome = await tab.imported.importJournalFile(file)
        if (outcome.ok) {
          // 'N added': the file's check-ins are on this phone now.
          const journal = JSON.parse(text) as { entries: { id: string }[] }
          for (const entry of journal.entries) this.acks.saved.add(entry.id)
        }
        return
      }
      case 'off': {
        const tab = await this.tab(op.p, 0)
        if (!this.syncOn[op.p]) return
        const outcome = await tab.setup.turnOffBackup()
        if (outcome.ok) this.syncOn[op.p] = false
        return
      }
      case 'on': {
        // Under a fault it may fail: the phone says so, and the heal turns it on.
        if (!this.syncOn[op.p]) await this.turnOn(op.p)
        return
      }
      case 'passphrase': {
        const tab = await this.tab(op.p, 0)
        if (!this.syncOn[op.p]) return
        const next = `${PASSPHRASE} ${++this.counter}`
        const outcome = await tab.passphrase.changePassphrase(this.passphrase, next)
        if (outcome.ok) this.passphrase = next
        else if (outcome.reason === 'unknown') this.maybePassphrases.push(next)
        return
      }
      case 'net':
        this.phone(op.p).link.armed.push({ kind: op.kind, skip: op.skip, ...op.on })
        return
      case 'between': {
        const then = op.then
        // A pass waiting on its request would wait on itself: a second pass of the same
        // phone comes from another phone only.
        const syncing = ['sync', 'hear', 'on', 'off', 'passphrase'].includes(then.t)
        if (syncing && 'p' in then && then.p % this.phoneCount === op.p % this.phoneCount) return
        this.phone(op.p).link.armed.push({
          kind: 'between',
          skip: op.skip,
          ...op.on,
          meanwhile: () => this.apply(then),
        })
        return
      }
      case 'hold':
        countFault('tab hears late')
        this.phone(op.p).device.bus.holding = true
        return
      case 'disk':
        if (op.full) countFault('disk full')
        this.phone(op.p).device.disk.full = op.full
        return
      case 'stream':
        countFault('event stream refused')
        this.phone(op.p).link.streamRefused = true
        return
      case 'server':
        return this.serverFault(op.action)
    }
  }

  private async serverFault(action: 'restart' | 'stop' | 'snapshot' | 'restore' | 'replay') {
    const { server, userId } = this.world
    countFault(`server ${action}`)
    if (action === 'stop') server.stop()
    else if (action === 'restart') await server.restart()
    else if (action === 'snapshot') {
      if (!server.stopped) this.snapshot = await server.copyRows(userId)
    } else if (this.snapshot && !server.stopped) {
      if (action === 'restore') {
        await server.putRows(userId, this.snapshot)
        await server.restart()
      } else await server.replay(userId, this.snapshot)
    }
  }
}

/** A step that never ends (waiting on itself, or on a request never answered) fails the history. */
export async function withinTime<T>(work: Promise<T>, what: string, ms = 10_000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not end within ${ms} ms`)), ms)
  })
  try {
    return await Promise.race([work, late])
  } finally {
    clearTimeout(timer)
  }
}
