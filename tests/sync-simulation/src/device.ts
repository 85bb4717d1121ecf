import { AsyncLocalStorage } from 'node:async_hooks'
import { resolveObjectURL } from 'node:buffer'
import { IDBFactory } from 'fake-indexeddb'
import { copyDatabases, putDatabases, type DatabaseCopy } from './idb-copy'

/**
 * What one phone's browser gives the app: its own IndexedDB, localStorage and
 * sessionStorage, and its own BroadcastChannel between its tabs. The app reads these as
 * globals when it calls them (`indexedDB.open`, `window.localStorage`, `new BroadcastChannel`),
 * so a phone's step runs with its device put in place (`use`).
 *
 * The globals follow the work, not the clock: `use` puts the device in place for the code
 * that runs from there on and for everything it starts (its promises, timers and IndexedDB
 * requests), through an AsyncLocalStorage. A sync pass a phone left running after its step
 * goes on with its own storage and connection while another phone takes the next step.
 */

/** A full disk: the storage refuses writes while `full` says so. */
export interface Disk {
  full: boolean
  /** Only the databases whose name starts with this are refused (all storage when absent). */
  only?: string
  /** Writes refused this run (the faults injected). */
  refused: number
}

function quotaError(): DOMException {
  return new DOMException('The quota has been exceeded.', 'QuotaExceededError')
}

export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>()
  constructor(private readonly disk: Disk) {}
  get length(): number {
    return this.items.size
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string): void {
    if (this.disk.full && this.disk.only === undefined) {
      this.disk.refused += 1
      throw quotaError()
    }
    this.items.set(key, String(value))
  }
  removeItem(key: string): void {
    this.items.delete(key)
  }
  clear(): void {
    this.items.clear()
  }
  /** Every item, for a copy of the phone. */
  copy(): [string, string][] {
    return [...this.items]
  }
  /** Puts back the items of a copy, over whatever is here. */
  load(items: readonly [string, string][]): void {
    this.items.clear()
    for (const [key, value] of items) this.items.set(key, value)
  }
}

type Listener = (event: MessageEvent) => void

/** The tabs of one phone hear each other; other phones hear nothing. */
export class ChannelBus {
  readonly open = new Set<BusChannel>()
  /** While set, messages wait (a tab busy elsewhere hears of a change late). */
  holding = false
  readonly held: (() => void)[] = []
  /** Delivers what waited. */
  release(): void {
    this.holding = false
    for (const deliver of this.held.splice(0)) setTimeout(deliver, 0)
  }
  private channel: typeof BroadcastChannel | undefined
  channelClass(): typeof BroadcastChannel {
    this.channel ??= channelOn(this)
    return this.channel
  }
}

function channelOn(bus: ChannelBus): typeof BroadcastChannel {
  return class extends BusChannel {
    constructor(name: string) {
      super(bus, name)
    }
  } as unknown as typeof BroadcastChannel
}

class BusChannel {
  private readonly listeners = new Set<Listener>()
  onmessage: Listener | null = null
  constructor(
    private readonly bus: ChannelBus,
    readonly name: string,
  ) {
    bus.open.add(this)
  }
  postMessage(data: unknown): void {
    for (const other of this.bus.open) {
      if (other === this || other.name !== this.name) continue
      const deliver = () => other.deliver(data)
      if (this.bus.holding) this.bus.held.push(deliver)
      else setTimeout(deliver, 0)
    }
  }
  private deliver(data: unknown): void {
    if (!this.bus.open.has(this)) return
    const event = { data } as MessageEvent
    this.onmessage?.(event)
    for (const listener of this.listeners) listener(event)
  }
  addEventListener(type: string, listener: Listener): void {
    if (type === 'message') this.listeners.add(listener)
  }
  removeEventListener(type: string, listener: Listener): void {
    if (type === 'message') this.listeners.delete(listener)
  }
  close(): void {
    this.bus.open.delete(this)
  }
}

/** The device of the work running now; the last one put in place outside any phone's work. */
const inPlace = new AsyncLocalStorage<Device>()
let latest: Device | null = null
/** While set, the process shows no page (PGlite, started now, takes one for a browser's). */
let pageless = false

function putInPlace(device: Device): void {
  latest = device
  inPlace.enterWith(device)
}

function deviceNow(): Device | null {
  return inPlace.getStore() ?? latest
}

/** Runs `work` with no page in place: no window, no document. */
export async function withoutPage<T>(work: () => Promise<T>): Promise<T> {
  pageless = true
  try {
    return await work()
  } finally {
    pageless = false
  }
}

/** Runs `work` in a context of its own: the devices it puts in place stay inside it. */
export function apart<T>(work: () => Promise<T>): Promise<T> {
  return inPlace.run(deviceNow() as Device, work)
}

function follow(name: string, read: (device: Device) => unknown, page = false): void {
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get: () => {
      const device = deviceNow()
      return device && !(page && pageless) ? read(device) : undefined
    },
  })
}
follow('indexedDB', (device) => device.indexedDB)
follow('localStorage', (device) => device.localStorage)
follow('sessionStorage', (device) => device.sessionStorage)
follow('BroadcastChannel', (device) => device.bus.channelClass())
follow('fetch', (device) => device.fetch)
follow('navigator', (device) => device.navigator)
follow('window', (device) => device.window, true)
follow('document', (device) => device.document, true)

/** Refuses the journal's and sync's writes while the disk is full, as a browser does. */
const put = IDBObjectStore.prototype.put
IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<typeof put>) {
  const written = put.apply(this, args)
  const fullDisk = deviceNow()?.disk
  const refused = fullDisk?.only === undefined || this.transaction.db.name.startsWith(fullDisk.only)
  if (fullDisk?.full && refused) {
    fullDisk.refused += 1
    const tx = this.transaction
    Object.defineProperty(tx, 'error', { value: quotaError(), configurable: true })
    tx.abort()
  }
  return written
}

/** A copy of a phone's storage (`Device.copy`). */
export interface DeviceCopy {
  databases: DatabaseCopy[]
  local: [string, string][]
  session: [string, string][]
}

export class Device {
  readonly disk: Disk = { full: false, refused: 0 }
  indexedDB = new IDBFactory()
  bus = new ChannelBus()
  readonly localStorage = new MemoryStorage(this.disk)
  readonly sessionStorage = new MemoryStorage(this.disk)
  readonly window = {
    localStorage: this.localStorage,
    sessionStorage: this.sessionStorage,
    // The network is back as soon as the app waits for it ('online'): a resume goes on at once.
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'online') setTimeout(listener, 0)
    },
    removeEventListener: () => {},
  }
  readonly navigator = { onLine: true }
  /** The files the app downloaded ('Export journal'), newest last. */
  readonly downloads: Blob[] = []
  /** Just enough of a page for a download: a link that is clicked. */
  readonly document = {
    head: { appendChild: () => {} },
    body: { append: () => {} },
    getElementsByTagName: () => [],
    createTextNode: () => ({}),
    createElement: () => {
      const link = {
        appendChild: () => {},
        setAttribute: () => {},
        href: '',
        download: '',
        rel: '',
        click: () => {
          const blob = resolveObjectURL(link.href)
          if (blob) this.downloads.push(blob as Blob)
        },
        remove: () => {},
      }
      return link
    },
  }
  constructor(readonly fetch: typeof globalThis.fetch) {}

  /**
   * Puts this phone's browser in place of the globals the app reads, for the work that runs
   * from here on (and what it starts).
   */
  use(): void {
    putInPlace(this)
  }

  /** What the phone's storage holds now: its databases, localStorage and sessionStorage. */
  async copy(): Promise<DeviceCopy> {
    return {
      databases: await copyDatabases(this.indexedDB),
      local: this.localStorage.copy(),
      session: this.sessionStorage.copy(),
    }
  }

  /** A wiped phone given back the storage of `copy` (its tabs closed). */
  async restore(copy: DeviceCopy): Promise<void> {
    this.use()
    await putDatabases(this.indexedDB, copy.databases)
    this.localStorage.load(copy.local)
    this.sessionStorage.load(copy.session)
  }

  /** A phone that was wiped: empty storage (its tabs closed first). */
  wipe(): void {
    for (const channel of this.bus.open) channel.close()
    this.bus = new ChannelBus()
    this.indexedDB = new IDBFactory()
    this.localStorage.clear()
    this.sessionStorage.clear()
    this.downloads.length = 0
    this.disk.full = false
    this.disk.only = undefined
  }
}
