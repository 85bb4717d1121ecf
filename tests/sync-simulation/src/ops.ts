import fc from 'fast-check'
import type { FaultKind } from './network'

/**
 * What happens in a history: what people do on a phone (`p`) in one of its tabs (`tab`), and
 * the faults put between the phones and the server. `pick` chooses among the entries the tab
 * shows (modulo their count), so a shrunk history stays meaningful.
 */
export type Op =
  | { t: 'checkin'; p: number; tab: number; voice: boolean; honored: boolean }
  | { t: 'outcome'; p: number; tab: number; pick: number }
  | { t: 'delete'; p: number; tab: number; pick: number }
  | { t: 'undo'; p: number; tab: number }
  | { t: 'edit'; p: number; tab: number; pick: number }
  | { t: 'answers'; p: number; tab: number; pick: number }
  | { t: 'sync'; p: number; tab: number }
  /** A pass started by the account's latest change event, its records taken as they came. */
  | { t: 'hear'; p: number; tab: number }
  | { t: 'close'; p: number; tab: number }
  | { t: 'import'; p: number; tab: number; from: number }
  | { t: 'off'; p: number }
  | { t: 'on'; p: number }
  | { t: 'passphrase'; p: number }
  | { t: 'net'; p: number; kind: Exclude<FaultKind, 'between'>; skip: number; on?: Aim }
  | { t: 'between'; p: number; skip: number; then: Op; on?: Aim }
  | { t: 'hold'; p: number }
  | { t: 'disk'; p: number; full: boolean }
  | { t: 'stream'; p: number }
  | { t: 'server'; action: 'restart' | 'stop' | 'snapshot' | 'restore' | 'replay' }

/** Which requests a fault waits for: one method and path (any request when absent). */
export interface Aim {
  method: string
  path: string
}

export function opArbitrary(phones: number, tabs: number): fc.Arbitrary<Op> {
  const p = fc.integer({ min: 0, max: phones - 1 })
  const tab = fc.integer({ min: 0, max: tabs - 1 })
  const pick = fc.nat(20)
  const person = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        t: fc.constant('checkin' as const),
        p,
        tab,
        voice: fc.boolean(),
        honored: fc.boolean(),
      }),
    },
    { weight: 3, arbitrary: fc.record({ t: fc.constant('outcome' as const), p, tab, pick }) },
    { weight: 3, arbitrary: fc.record({ t: fc.constant('delete' as const), p, tab, pick }) },
    { weight: 2, arbitrary: fc.record({ t: fc.constant('undo' as const), p, tab }) },
    { weight: 2, arbitrary: fc.record({ t: fc.constant('edit' as const), p, tab, pick }) },
    { weight: 1, arbitrary: fc.record({ t: fc.constant('answers' as const), p, tab, pick }) },
    { weight: 5, arbitrary: fc.record({ t: fc.constant('sync' as const), p, tab }) },
    { weight: 3, arbitrary: fc.record({ t: fc.constant('hear' as const), p, tab }) },
    { weight: 1, arbitrary: fc.record({ t: fc.constant('close' as const), p, tab }) },
    { weight: 1, arbitrary: fc.record({ t: fc.constant('import' as const), p, tab, from: p }) },
    { weight: 1, arbitrary: fc.record({ t: fc.constant('off' as const), p }) },
    { weight: 1, arbitrary: fc.record({ t: fc.constant('on' as const), p }) },
    { weight: 1, arbitrary: fc.record({ t: fc.constant('passphrase' as const), p }) },
  )
  const fault = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        t: fc.constant('net' as const),
        p,
        kind: fc.constantFrom(
          'drop-before',
          'drop-after',
          'duplicate',
          'delay',
          'refuse',
        ) as fc.Arbitrary<Exclude<FaultKind, 'between'>>,
        skip: fc.nat(4),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        t: fc.constant('between' as const),
        p,
        skip: fc.nat(4),
        then: person,
      }),
    },
    { weight: 1, arbitrary: fc.record({ t: fc.constant('hold' as const), p }) },
    { weight: 1, arbitrary: fc.record({ t: fc.constant('disk' as const), p, full: fc.boolean() }) },
    { weight: 1, arbitrary: fc.record({ t: fc.constant('stream' as const), p }) },
    {
      weight: 1,
      arbitrary: fc.record({
        t: fc.constant('server' as const),
        action: fc.constantFrom('restart', 'stop', 'snapshot', 'restore', 'replay') as fc.Arbitrary<
          'restart' | 'stop' | 'snapshot' | 'restore' | 'replay'
        >,
      }),
    },
  )
  return fc.oneof({ weight: 3, arbitrary: person }, { weight: 1, arbitrary: fault })
}

/** A history: how many phones and tabs, and what happens, 5 to 15 steps. */
export function historyArbitrary(
  maxPhones = 3,
  maxTabs = 2,
  allowed: (op: Op) => boolean = () => true,
) {
  return fc
    .record({
      phones: fc.integer({ min: 2, max: maxPhones }),
      tabs: fc.integer({ min: 1, max: maxTabs }),
    })
    .chain(({ phones, tabs }) =>
      fc.record({
        phones: fc.constant(phones),
        tabs: fc.constant(tabs),
        ops: fc.array(opArbitrary(phones, tabs).filter(allowed), { minLength: 5, maxLength: 15 }),
      }),
    )
}

export type History = { phones: number; tabs: number; ops: Op[] }

/** One line per step, for the story a failure prints. */
export function story(history: History): string {
  return history.ops.map((op, i) => `${i + 1}. ${JSON.stringify(op)}`).join('\n')
}
