import { vi } from 'vitest'
import { Device } from './device'
import { Link } from './network'
import type { SimServer } from './server'

/**
 * A phone of the simulation: its browser (device.ts), its connection (network.ts) and its
 * tabs. A tab is one instance of the web app's journal store and sync modules, loaded afresh
 * (`vi.resetModules`) so that each keeps its own module state, as a tab of a browser does.
 * Tabs are loaded once per run and reused by every history (`reset`).
 */

async function loadTab() {
  vi.resetModules()
  const [
    journal,
    changes,
    edits,
    whole,
    sync,
    setup,
    passphrase,
    keys,
    vault,
    status,
    found,
    state,
    exported,
    imported,
  ] = await Promise.all([
    Promise.all([import('@/stores/device'), import('@/stores/records')]).then(
      ([device, records]) => ({ ...device, ...records }),
    ),
    import('@/stores/records/entry-changes'),
    import('@/stores/records/entry-edits'),
    import('@/stores/records/whole-journal'),
    import('@/features/sync/lib/backup-sync'),
    import('@/features/sync/lib/backup-setup'),
    import('@/features/sync/lib/passphrase-change'),
    import('@/features/sync/lib/key-store'),
    import('@/features/sync/lib/vault-setup'),
    import('@/features/sync/lib/backup-status'),
    import('@/features/sync/lib/server-backup'),
    import('@/features/sync/lib/sync-state'),
    import('@/features/your-data/lib/export-journal'),
    import('@/features/your-data/lib/import-journal'),
  ])
  return {
    journal,
    changes,
    edits,
    whole,
    sync,
    setup,
    passphrase,
    keys,
    vault,
    status,
    found,
    state,
    exported,
    imported,
  }
}

/** A tab: its modules, whether it is open, and whether it was opened since the phone's reset. */
export type Tab = Awaited<ReturnType<typeof loadTab>> & { open: boolean; used: boolean }

export class Phone {
  readonly device: Device
  readonly link: Link
  readonly tabs: Tab[] = []
  /** Whether anything ran on the phone since its last reset (a clean phone needs none). */
  private dirty = true

  constructor(
    readonly name: string,
    server: () => SimServer,
  ) {
    this.link = new Link(server, name, () => this.use())
    this.device = new Device(this.link.fetch)
  }

  use(): void {
    this.dirty = true
    this.device.use()
  }

  async addTabs(count: number): Promise<void> {
    this.use()
    while (this.tabs.length < count)
      this.tabs.push({ ...(await loadTab()), open: false, used: false })
  }

  /** Opens a tab of `userId`'s journal, as the app does once the session resolves. */
  async openTab(tab: Tab, userId: string): Promise<void> {
    this.use()
    tab.journal.setActiveUser(userId)
    await tab.journal.openRecords(userId)
    tab.open = true
    tab.used = true
  }

  /** The tab goes away (closed, or the browser ended it): its journal is closed. */
  closeTab(tab: Tab): void {
    this.use()
    tab.journal.setActiveUser(null)
    tab.open = false
  }

  /** A tab that is open, if any. */
  openTabs(): Tab[] {
    return this.tabs.filter((tab) => tab.open)
  }

  /** Back to a phone with nothing on it; its session stays. */
  async reset(userId: string): Promise<void> {
    if (!this.dirty) return
    this.use()
    for (const tab of this.tabs) {
      tab.journal.setActiveUser(null)
      tab.open = false
      tab.status.setBackupStatus({ phase: 'idle' })
    }
    await settle()
    this.device.wipe()
    this.use()
    // A tab never opened since the last reset holds no key in its memory.
    for (const tab of this.tabs.filter((tab) => tab.used)) {
      await tab.keys.forgetBackupKey(userId)
      tab.used = false
    }
    this.link.heal()
    this.link.late = []
    this.link.log = []
    this.dirty = false
  }
}

/** Lets the work the last step left running (another tab hearing of a change) finish. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 8; i++) await new Promise((resolve) => setImmediate(resolve))
}
