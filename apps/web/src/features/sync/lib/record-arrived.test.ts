import { type Entry } from '@hara/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getEntries, getGamification } from '@/stores/records'
import { saveCheckIn } from '@/stores/records/entry-changes'
import { signIn, tap } from '@/test/journal-store'
import { closeStandInPhones, standInAccount, type StandInAccount } from '@/test/stand-in-account'
import type { StandInServer } from '@/test/stand-in-sync-server'
import { joinedOptions, passWith } from './backup-sync'
import { push } from './record-push'
import { pull, takeArrived } from './record-pull'
import { afterNextFrame } from '@/lib/pacing'

// The real pacing, watched: when an arrival lets a frame be painted.
vi.mock(import('@/lib/pacing'), async (actual) => {
  const real = await actual()
  return { ...real, afterNextFrame: vi.fn(real.afterNextFrame) }
})

/**
 * A change that rode its event (ADR 0063): the other phone takes its records as they are when
 * they follow its cursor, pulls when they do not, and a phone pushes its own change without a
 * pull while its stream is open and has announced nothing new.
 */

let server: StandInServer
let phone: StandInAccount['phone']
const wordsOf = (entries: readonly Entry[]) =>
  entries.map((entry) => (entry.mode === 'tap' ? entry.description : entry.transcript)).sort()

beforeEach(async () => {
  ;({ server, phone } = await standInAccount())
})
afterEach(closeStandInPhones)

/** Phone A with a check-in pushed, and phone B that has pulled it. */
async function twoPhonesInStep() {
  const a = await phone('phone-a')
  await saveCheckIn(tap({ description: 'First' }))
  await push(a)
  const b = await phone('phone-b')
  await pull(b)
  return { a, b }
}

describe('a change on its event', () => {
  it('is taken as it is when it follows the cursor: no page asked for', async () => {
    const { a, b } = await twoPhonesInStep()
    await signIn('phone-a')
    await saveCheckIn(tap({ description: 'Made on A' }))
    await push(a)
    const change = server.changes.at(-1)!
    expect(change.records?.length).toBe(2)

    await signIn('phone-b')
    const pages = server.pages
    expect(await takeArrived(b, change)).toBe(true)
    expect(server.pages).toBe(pages)
    expect(wordsOf(await getEntries())).toEqual(['First', 'Made on A'])
    expect(getGamification().totalCheckins).toBe(2)
    expect((await b.state.meta()).cursor).toBe(change.seq)
    // Nothing of it is sent back, and a pull finds nothing more.
    expect(await push(b)).toEqual({ sent: 0, conflicts: 0 })
    expect(await pull(b)).toBe(0)
  })

  it("shows the check-in before the other phone's state is opened", async () => {
    const { a, b } = await twoPhonesInStep()
    await signIn('phone-a')
    await saveCheckIn(tap({ description: 'Made on A' }))
    await push(a)
    const change = server.changes.at(-1)!
    await signIn('phone-b')
    // What the journal holds, and how many frames were let by, as each record is opened.
    const heldAtEachOpen: string[][] = []
    const framesAtEachOpen: number[] = []
    vi.mocked(afterNextFrame).mockClear()
    const decrypt = crypto.subtle.decrypt.bind(crypto.subtle)
    const opening = vi.spyOn(crypto.subtle, 'decrypt').mockImplementation(async (...args) => {
      framesAtEachOpen.push(vi.mocked(afterNextFrame).mock.calls.length)
      heldAtEachOpen.push(wordsOf(await getEntries()))
      return decrypt(...args)
    })
    try {
      expect(await takeArrived(b, change)).toBe(true)
    } finally {
      opening.mockRestore()
    }
    // The check-in first, then the state, once: merged at the end, it is opened after the
    // check-in is in and its card has had a frame, and merged as it was opened then.
    expect(heldAtEachOpen).toEqual([['First'], ['First', 'Made on A']])
    expect(framesAtEachOpen).toEqual([0, 1])
    expect(getGamification().totalCheckins).toBe(2)
  })

  it('is left to a pull when a change before it was missed', async () => {
    const { a, b } = await twoPhonesInStep()
    await signIn('phone-a')
    await saveCheckIn(tap({ description: 'Missed' }))
    await push(a)
    await saveCheckIn(tap({ description: 'Heard' }))
    await push(a)

    await signIn('phone-b')
    expect(await takeArrived(b, server.changes.at(-1)!)).toBe(false)
    expect(wordsOf(await getEntries())).toEqual(['First'])
    await pull(b)
    expect(wordsOf(await getEntries())).toEqual(['First', 'Heard', 'Missed'])
  })

  it('is left to a pull when it carries no records (too large for an event)', async () => {
    const { a, b } = await twoPhonesInStep()
    await signIn('phone-a')
    await saveCheckIn(tap({ description: 'Large' }))
    await push(a)
    const { records: _records, since: _since, ...announced } = server.changes.at(-1)!
    await signIn('phone-b')
    expect(await takeArrived(b, announced)).toBe(false)
    expect(wordsOf(await getEntries())).toEqual(['First'])
  })
})

describe('a pass', () => {
  it('pushes without a pull while the stream is open and nothing new was announced', async () => {
    const { b } = await twoPhonesInStep()
    const { cursor } = await b.state.meta()
    await saveCheckIn(tap({ description: 'Made on B' }))
    const pages = server.pages
    const quiet = () => ({ open: true, seq: cursor })
    expect(await passWith(b, 'phone-b', { announced: quiet })).toBe(true)
    expect(server.pages).toBe(pages)

    // Announced beyond the cursor, or the stream closed: it pulls first.
    await saveCheckIn(tap({ description: 'Again on B' }))
    await passWith(b, 'phone-b', { announced: () => ({ open: true, seq: cursor + 100 }) })
    expect(server.pages).toBe(pages + 1)
    await saveCheckIn(tap({ description: 'And again' }))
    await passWith(b, 'phone-b', { announced: () => ({ open: false, seq: 0 }) })
    expect(server.pages).toBe(pages + 2)
  })

  it('takes an arrived change, then pushes without a pull', async () => {
    const { a, b } = await twoPhonesInStep()
    await signIn('phone-a')
    await saveCheckIn(tap({ description: 'Made on A' }))
    await push(a)
    const change = server.changes.at(-1)!

    await signIn('phone-b')
    const pages = server.pages
    await passWith(b, 'phone-b', {
      arrived: change,
      announced: () => ({ open: true, seq: change.seq }),
    })
    expect(server.pages).toBe(pages)
    expect(wordsOf(await getEntries())).toEqual(['First', 'Made on A'])
  })

  it("takes this phone's own change told back by its stream without a pull", async () => {
    const { a } = await twoPhonesInStep()
    await signIn('phone-a')
    await pull(a)
    await saveCheckIn(tap({ description: 'Made on A' }))
    await push(a)
    const own = server.changes.at(-1)!
    const pages = server.pages
    const quiet = () => ({ open: true, seq: own.seq })
    expect(await passWith(a, 'phone-a', { arrived: own, announced: quiet })).toBe(false)
    expect(server.pages).toBe(pages)
    expect((await a.state.meta()).cursor).toBe(own.seq)
    expect(wordsOf(await getEntries())).toEqual(['First', 'Made on A'])
  })
})

describe('a pass joined while one runs', () => {
  const quiet = () => ({ open: true, seq: 0 })
  const change = (seq: number) => ({ seq, keyVersion: 1, since: seq - 1, records: [] })

  it('skips the pull only when every call that joined it may', () => {
    expect(joinedOptions(null, {})).toEqual({})
    expect(joinedOptions({ announced: quiet }, {})).toEqual({})
    expect(joinedOptions({}, { announced: quiet })).toEqual({})
    expect(joinedOptions({ announced: quiet }, { announced: quiet })).toEqual({
      announced: quiet,
      arrived: undefined,
    })
  })

  it('takes the latest change that rode its event, or the one before when none came after', () => {
    const first = change(5)
    const later = change(6)
    expect(
      joinedOptions({ announced: quiet, arrived: first }, { announced: quiet, arrived: later }),
    ).toEqual({ announced: quiet, arrived: later })
    expect(joinedOptions({ announced: quiet, arrived: first }, { announced: quiet })).toEqual({
      announced: quiet,
      arrived: first,
    })
  })
})
