import type { DeviceCopy } from './device'
import { Phone, settle } from './phone'
import { EMPTY_ROWS, SimServer, type SyncRows } from './server'

/**
 * Everything a run shares: the server, one account, its phones (each signed in once, with its
 * tabs loaded once) and a spare phone that restores from the server at the end. A history
 * starts from `fresh()`: the account's sync rows gone, every phone empty and signed in; or from
 * a copy of what its phones left when they turned sync on (`fresh(count)`).
 */

/** The server's rows and the phones' storage once the first `count` phones turned sync on. */
interface Started {
  rows: SyncRows
  phones: DeviceCopy[]
}

export const PASSPHRASE = 'tangerine lighthouse at dusk'
const PASSWORD = 'correct horse battery'

async function signUp(phone: Phone, email: string): Promise<string> {
  const res = await phone.link.fetch('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, name: 'Sim', nickname: 'Sim' }),
  })
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`)
  const { user } = (await res.json()) as { user: { id: string } }
  const admitted = await phone.link.fetch('/api/access-code', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code: phone.link.server().env.ACCESS_CODE ?? 'intuition' }),
  })
  if (admitted.status !== 204) throw new Error(`access code refused: ${admitted.status}`)
  return user.id
}

async function signIn(phone: Phone, email: string): Promise<void> {
  const res = await phone.link.fetch('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`)
}

export class World {
  private constructor(
    readonly server: SimServer,
    readonly userId: string,
    readonly phones: Phone[],
    /** A new phone: it restores from the server after a history, to check what a restore sees. */
    readonly spare: Phone,
  ) {}

  static async create(phoneCount = 3, tabsPerPhone = 2): Promise<World> {
    const server = await SimServer.start()
    const serverOf = () => server
    const phones = Array.from(
      { length: phoneCount },
      (_, i) => new Phone(`phone ${i + 1}`, serverOf),
    )
    const spare = new Phone('new phone', serverOf)
    const email = `sim-${Date.now()}@example.com`
    phones[0]!.use()
    const userId = await signUp(phones[0]!, email)
    for (const phone of [...phones.slice(1), spare]) {
      phone.use()
      await signIn(phone, email)
    }
    for (const phone of phones) await phone.addTabs(tabsPerPhone)
    await spare.addTabs(1)
    return new World(server, userId, phones, spare)
  }

  private readonly started = new Map<number, Started>()

  /** Keeps the server and the first `count` phones as they are, for `fresh(count)`. */
  async keepStarted(count: number): Promise<void> {
    const rows = await this.server.copyRows(this.userId)
    const phones: DeviceCopy[] = []
    for (const phone of this.phones.slice(0, count)) phones.push(await phone.device.copy())
    this.started.set(count, { rows, phones })
  }

  /**
   * A new history: nothing on any phone and nothing on the server's sync tables; or, when the
   * first `started` phones once turned sync on from here (`keepStarted`), what that left on the
   * server and on those phones (their tabs closed, as after a reload). Whether it did.
   */
  async fresh(started = 0): Promise<boolean> {
    if (this.server.stopped) await this.server.restart()
    const kept = this.started.get(started)
    await this.server.putRows(this.userId, kept?.rows ?? EMPTY_ROWS)
    for (const phone of [...this.phones, this.spare]) await phone.reset(this.userId)
    for (const [p, copy] of (kept?.phones ?? []).entries()) {
      this.phones[p]!.use()
      await this.phones[p]!.device.restore(copy)
    }
    await settle()
    return kept !== undefined
  }

  async close(): Promise<void> {
    for (const phone of [...this.phones, this.spare]) {
      phone.use()
      for (const tab of phone.tabs) tab.journal.setActiveUser(null)
    }
    await settle()
    await this.server.close()
  }
}
